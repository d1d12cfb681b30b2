import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** A block of prose: optional heading and subheading, then one paragraph per support-text entry. */
export function TextSection({ section, isFirst }: SectionProps<'TEXT-SECTION'>) {
  return (
    <div className="container text-section">
      <div className="text-section__body">
        {section.heading && (
          <SectionHeading isFirst={isFirst} className="section-heading">
            {section.heading}
          </SectionHeading>
        )}
        {section.subHeading && <p className="section-subheading">{section.subHeading}</p>}
        {section.supportText?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
