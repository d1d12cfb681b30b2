import { useId } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import type { SectionOf } from '#contracts/content';

type Locations = SectionOf<'CONTACT-US'>['locations'];

/** The number as a tel: link's target: the digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** 'Our Locations': one group per country, one card per office with its address and its phone number. */
export function OfficeLocations({ locations }: { locations: Locations }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="office-locations">
      <h2 id={headingId} className="h3 mb-3">
        Our Locations
      </h2>
      {locations.map((location) => (
        <div key={location.country} className="mb-4">
          <h3 className="h5 text-uppercase text-body-secondary mb-2">{location.country}</h3>
          <Row xs={1} sm={2} className="g-3">
            {location.address.map((office) => (
              <Col key={office.city}>
                <Card className="h-100 border-0 shadow-sm">
                  <Card.Body>
                    <p className="fw-semibold mb-1">
                      {office.city}
                      {office.headOffice && <span className="badge text-bg-primary ms-2">Head office</span>}
                    </p>
                    <address className="small text-body-secondary mb-0">{office.address}</address>
                    {office.phone && (
                      <p className="small mb-0 mt-2">
                        Phone: <a href={telHref(office.phone)}>{office.phone}</a>
                      </p>
                    )}
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </section>
  );
}
