import { SectionCta } from '../section-cta';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** A page title band on navy: heading, optional subheading, lines of support text and a button. */
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
        {section.supportText?.map((line, index) => (
          <p key={index} className="title-section__text">
            {line}
          </p>
        ))}
        <SectionCta targetUrl={section.targetUrl} label={section.ctaLabel} variant="accent" />
      </div>
    </div>
  );
}
