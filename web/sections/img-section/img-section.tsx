import { BandArt } from '../../components/ui/band-art';
import { SectionCta } from '../section-cta';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** A page-opening band: the header picture behind a darkening veil, the heading and text over it. */
export function ImgSection({ section, isFirst }: SectionProps<'IMG-SECTION'>) {
  return (
    <div className="img-section">
      {section.imageUrl && (
        <BandArt
          className="img-section__image"
          src={section.imageUrl}
          alt={section.imageAlt ?? ''}
          width={1600}
          height={600}
          eager={isFirst}
        />
      )}
      <div className="img-section__content container">
        {section.heading && (
          <SectionHeading isFirst={isFirst} className="img-section__heading">
            {section.heading}
          </SectionHeading>
        )}
        {section.subHeading && <p className="img-section__subheading lead">{section.subHeading}</p>}
        {section.supportText?.map((line, index) => (
          <p key={index} className="img-section__text">
            {line}
          </p>
        ))}
        <SectionCta targetUrl={section.targetUrl} label={section.ctaLabel} variant="accent" />
      </div>
    </div>
  );
}
