import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** A page title band: heading, optional subheading and lines of support text. */
export function TitleSection({ section, isFirst }: SectionProps<'TITLE-SECTION'>) {
  return (
    <div className="title-section">
      <div className="container">
        {section.heading && (
          <SectionHeading isFirst={isFirst} className="title-section__heading">
            {section.heading}
          </SectionHeading>
        )}
        {section.subHeading && <p className="title-section__subheading lead">{section.subHeading}</p>}
        {section.supportText?.map((line) => (
          <p key={line} className="title-section__text">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
