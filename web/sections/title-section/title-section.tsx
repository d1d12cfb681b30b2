import { preload } from 'react-dom';
import { BandArt } from '../../components/ui/band-art';
import { SectionCta } from '../section-cta';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** The band's background picture (_title-section.scss): the largest thing painted when a band opens a page. */
export const TITLE_BAND_IMAGE = '/images/patterns/title-band.svg';

/** When a title band opens the page, its picture is the LCP: fetch it with the HTML, not after the CSS. */
export function preloadTitleBand(isFirst: boolean) {
  if (isFirst) preload(TITLE_BAND_IMAGE, { as: 'image', fetchPriority: 'high' });
}

/**
 * A page title band on navy: heading, optional subheading, lines of support text and a button. With an
 * `imageUrl` (the page's own hero art, 1600×600) the art is drawn behind, darkened on the left, instead
 * of the shared pattern.
 */
export function TitleSection({ section, isFirst }: SectionProps<'TITLE-SECTION'>) {
  const art = section.imageUrl;
  if (!art) preloadTitleBand(isFirst);
  return (
    <div className={`title-section${art ? ' title-section--art' : ''}`}>
      {art && (
        <BandArt
          className="title-section__image"
          src={art}
          alt={section.imageAlt ?? ''}
          width={1600}
          height={600}
          eager={isFirst}
        />
      )}
      <div className="container title-section__content">
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
