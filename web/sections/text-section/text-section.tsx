import { ContentImage } from '../../components/ui/content-image';
import { SectionCta } from '../section-cta';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/**
 * A block of prose: heading, subheading, one paragraph per support-text entry and an optional button.
 * With an `imageUrl` the picture sits beside the text on wide screens.
 */
export function TextSection({ section, isFirst }: SectionProps<'TEXT-SECTION'>) {
  const body = (
    <div className="text-section__body">
      {section.heading && (
        <SectionHeading isFirst={isFirst} className="section-heading">
          {section.heading}
        </SectionHeading>
      )}
      {section.subHeading && <p className="section-subheading">{section.subHeading}</p>}
      {section.supportText?.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <SectionCta targetUrl={section.targetUrl} label={section.ctaLabel} />
    </div>
  );
  if (!section.imageUrl) return <div className="container text-section">{body}</div>;
  return (
    <div className="container text-section text-section--with-image">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-lg-6">{body}</div>
        <div className="col-lg-6">
          <ContentImage
            className="text-section__image"
            src={section.imageUrl}
            alt={section.imageAlt ?? ''}
            width={640}
            height={480}
            eager={isFirst}
          />
        </div>
      </div>
    </div>
  );
}
