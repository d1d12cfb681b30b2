import { HireTalentForm } from '../../features/hire-talent/hire-talent-form';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/**
 * HIRE-TALENT-FORM: on wide screens the heading, intro and what happens after sending beside the
 * form; on phones the same, above it.
 */
export function HireTalentFormSection({ section, isFirst }: SectionProps<'HIRE-TALENT-FORM'>) {
  return (
    <div className="container hire-talent-form-section">
      <div className="row gy-4 gx-lg-5">
        <div className="col-lg-4">
          <SectionHeading isFirst={isFirst} className="section-heading">
            {section.heading ?? 'Tell us whom you need'}
          </SectionHeading>
          {section.subHeading && <p className="section-subheading lead">{section.subHeading}</p>}
          {section.supportText?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.keyDetails.length > 0 && (
            <dl className="hire-talent-next mt-4 mb-0">
              {section.keyDetails.map((detail) => (
                <div key={detail.key} className="mb-3">
                  <dt className="small text-body-secondary fw-normal">{detail.key}</dt>
                  <dd className="mb-0 fw-semibold">{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="col-lg-8">
          <div className="card shadow-sm border-0">
            <div className="card-body p-3 p-md-4 p-lg-5">
              <HireTalentForm />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
