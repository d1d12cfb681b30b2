import { Col, Row } from 'react-bootstrap';
import { ContactForm } from '../../features/contact/contact-form';
import { OfficeLocations } from '../../features/contact/office-locations';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** CONTACT-US: heading, intro and the contact form on the left; 'Our Locations' on the right. */
export function ContactUsSection({ section, isFirst }: SectionProps<'CONTACT-US'>) {
  return (
    <div className="container contact-us">
      <Row className="gy-5 gx-4 gx-lg-5">
        <Col lg={7}>
          {section.heading && (
            <SectionHeading isFirst={isFirst} className="section-heading">
              {section.heading}
            </SectionHeading>
          )}
          {section.subHeading && <p className="section-subheading lead">{section.subHeading}</p>}
          {section.supportText?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ContactForm />
        </Col>
        {section.locations.length > 0 && (
          <Col lg={5}>
            <OfficeLocations locations={section.locations} />
          </Col>
        )}
      </Row>
    </div>
  );
}
