import type { Section } from '#contracts/content';
import { SectionHeading } from '../section-heading';

/** The common parts of any section (heading, subheading, support text), for types not yet given their own layout. */
export function BasicSection({ section, isFirst }: { section: Section; isFirst: boolean }) {
  return (
    <div className="container">
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
  );
}
