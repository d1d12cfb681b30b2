import Accordion from 'react-bootstrap/Accordion';
import { SectionCta } from '../section-cta';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Text beside an accordion. Bootstrap's accordion headers are buttons with aria-expanded and
 * aria-controls, so Tab, Enter and Space work; the first item starts open.
 */
export function TextWithAccordion({ section, isFirst }: SectionProps<'TEXT-WITH-ACCORDION'>) {
  const itemHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  return (
    <div className="container text-with-accordion">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-5">
          <SectionIntro
            heading={section.heading}
            subHeading={section.subHeading}
            supportText={section.supportText}
            isFirst={isFirst}
          >
            <SectionCta targetUrl={section.targetUrl} variant="outline" />
          </SectionIntro>
        </div>
        <div className="col-lg-7">
          <Accordion defaultActiveKey="0" className="section-accordion">
            {section.accordionData.map((item, index) => (
              <Accordion.Item key={`${item.title}-${index}`} eventKey={String(index)}>
                <Accordion.Header as={itemHeading}>{item.title}</Accordion.Header>
                <Accordion.Body>{item.description}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </div>
    </div>
  );
}
