import { InternshipForm } from '../../features/internship/internship-form';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** INTERNSHIP-FORM: heading, intro, the programme's key details (if any) and the application form. */
export function InternshipFormSection({ section, isFirst }: SectionProps<'INTERNSHIP-FORM'>) {
  return (
    <div className="container internship-form-section">
      <div className="mx-auto" style={{ maxWidth: '56rem' }}>
        <SectionHeading isFirst={isFirst} className="section-heading">
          {section.heading ?? 'Apply for an internship'}
        </SectionHeading>
        {section.subHeading && <p className="section-subheading lead">{section.subHeading}</p>}
        {section.supportText?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.keyDetails.length > 0 && (
          <dl className="row mb-4">
            {section.keyDetails.map((detail) => (
              <div key={detail.key} className="col-sm-6 col-lg-4 mb-2">
                <dt className="small text-body-secondary">{detail.key}</dt>
                <dd className="mb-0 fw-semibold">{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <InternshipForm />
      </div>
    </div>
  );
}
