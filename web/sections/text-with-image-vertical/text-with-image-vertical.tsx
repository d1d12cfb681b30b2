import { ContentImage } from '../../components/ui/content-image';
import { SectionCta } from '../section-cta';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

/** Heading and text, centred, with a wide picture below them. */
export function TextWithImageVertical({ section, isFirst }: SectionProps<'TEXT-WITH-IMAGE-VERTICAL'>) {
  return (
    <div className="container text-with-image-vertical">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      >
        <SectionCta targetUrl={section.targetUrl} label={section.ctaLabel} />
      </SectionIntro>
      {section.imageUrl && (
        <figure className="text-with-image-vertical__figure">
          <ContentImage
            className="text-with-image-vertical__image"
            src={section.imageUrl}
            alt={section.imageAlt ?? ''}
            width={1200}
            height={600}
            eager={isFirst}
          />
        </figure>
      )}
    </div>
  );
}
