import type { MapMarker } from '#contracts/content';
import { ContentImage } from '../../components/ui/content-image';
import { SectionCta } from '../section-cta';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

/** Pictures are drawn at 1200×600 (2:1) unless the section gives their own size. */
const WIDE = { width: 1200, height: 600 } as const;

/** Phones (below Bootstrap's `sm`), where a wide diagram's text would shrink past reading. */
const NARROW = '(max-width: 575.98px)';

/**
 * The places on a map, as text over the picture: a dot where each one is and its name beside it, so
 * the names stay readable at any width and are read out as a list.
 */
function MapMarkers({ markers, label }: { markers: MapMarker[]; label: string }) {
  return (
    <ul className="map-markers list-unstyled" aria-label={label}>
      {markers.map((marker) => (
        <li
          key={marker.label}
          className={`map-marker${marker.primary ? ' map-marker--primary' : ''}${marker.x > 70 ? ' map-marker--left' : ''}`}
          style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
          data-testid="map-marker"
        >
          <span className="map-marker__dot" aria-hidden="true" />
          <span className="map-marker__label">{marker.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Heading and text, centred, with a wide picture (or a map with its places marked) below them. */
export function TextWithImageVertical({ section, isFirst }: SectionProps<'TEXT-WITH-IMAGE-VERTICAL'>) {
  const size = section.imageSize ?? WIDE;
  const markers = section.markers ?? [];
  const isMap = markers.length > 0;
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
        <figure
          className={`text-with-image-vertical__figure${isMap ? ' text-with-image-vertical__figure--map' : ''}`}
          style={isMap ? { maxWidth: `${Math.round((size.width / size.height) * 30)}rem` } : undefined}
        >
          <div className="text-with-image-vertical__frame">
            <picture>
              {section.narrowImage && (
                <source
                  media={NARROW}
                  srcSet={section.narrowImage.url}
                  width={section.narrowImage.width}
                  height={section.narrowImage.height}
                />
              )}
              <ContentImage
                className="text-with-image-vertical__image"
                src={section.imageUrl}
                alt={section.imageAlt ?? ''}
                width={size.width}
                height={size.height}
                eager={isFirst}
              />
            </picture>
            {isMap && (
              <MapMarkers
                markers={markers}
                label={`Places on the map${section.heading ? `: ${section.heading}` : ''}`}
              />
            )}
          </div>
        </figure>
      )}
    </div>
  );
}
