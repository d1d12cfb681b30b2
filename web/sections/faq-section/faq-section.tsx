import Accordion from 'react-bootstrap/Accordion';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/** Frequently asked questions as an accordion (several may be open at once); all start closed. */
export function FaqSection({ section, isFirst }: SectionProps<'FAQ-SECTION'>) {
  const questionHeading = itemHeadingTag(isFirst, true);
  return (
    <div className="container faq-section">
      <SectionIntro
        heading={section.heading ?? 'Frequently asked questions'}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <Accordion alwaysOpen className="section-accordion faq-section__list">
        {section.faqData.map((item, index) => (
          <Accordion.Item key={`${item.question}-${index}`} eventKey={String(index)}>
            <Accordion.Header as={questionHeading}>{item.question}</Accordion.Header>
            <Accordion.Body>{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
