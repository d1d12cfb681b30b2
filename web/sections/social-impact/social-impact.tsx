import { useState } from 'react';
import type { SectionOf, SocietyImage } from '#contracts/content';
import { ContentImage } from '../../components/ui/content-image';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

/** Pictures shown per row at once (phones show the first two of them). */
export const IMPACT_ROW_SIZE = 4;

type Picture = { src: string; alt: string; caption?: string | undefined };

const toPicture = (image: SocietyImage, fallbackAlt: string): Picture =>
  typeof image === 'string' ? { src: image, alt: fallbackAlt } : image;

/**
 * The two rows: the first entry's pictures, then every other entry's; with a single entry its
 * pictures are split in two halves.
 */
export function impactRows(impact: SectionOf<'SOCIAL-IMPACT'>['impact']): [Picture[], Picture[]] {
  const pictures = impact.map((entry) => entry.societyImages.map((image) => toPicture(image, entry.title)));
  if (pictures.length >= 2) return [pictures[0] ?? [], pictures.slice(1).flat()];
  const all = pictures[0] ?? [];
  const half = Math.ceil(all.length / 2);
  return [all.slice(0, half), all.slice(half)];
}

/** The pictures of a row seen at `step`: the first row moves left, the second right. */
export function visiblePictures(row: Picture[], step: number, direction: 1 | -1): Picture[] {
  const count = Math.min(IMPACT_ROW_SIZE, row.length);
  if (row.length === 0) return [];
  const offset = (((direction * step) % row.length) + row.length) % row.length;
  return Array.from({ length: count }, (_, i) => row[(offset + i) % row.length] as Picture);
}

/**
 * Social impact: two rows of pictures that hold still until the visitor asks for more (docs/product.md
 * §4: nothing on a page moves by itself). Previous and next buttons move both rows by one picture, and
 * the change is announced. The heading is the first impact entry's title.
 */
export function SocialImpact({ section, isFirst }: SectionProps<'SOCIAL-IMPACT'>) {
  const [step, setStep] = useState(0);
  const rows = impactRows(section.impact);
  // Phones show two pictures a row: more than that can only be reached by the buttons.
  const canStep = rows.some((row) => row.length > 2);
  const title = section.impact[0]?.title ?? section.heading;

  return (
    <div className="container social-impact">
      <SectionIntro
        heading={title}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <div className="social-impact__rows" aria-live="polite">
        {rows.map((row, rowIndex) =>
          row.length === 0 ? null : (
            <ul key={rowIndex} className="social-impact__row list-unstyled" data-testid={`impact-row-${rowIndex}`}>
              {visiblePictures(row, step, rowIndex === 0 ? 1 : -1).map((picture, i, shown) => (
                <li
                  key={`${picture.src}#${shown.slice(0, i).filter((p) => p.src === picture.src).length}`}
                  className="social-impact__cell"
                >
                  <figure className="social-impact__figure">
                    <ContentImage
                      className="social-impact__image"
                      src={picture.src}
                      // With a caption the picture is its illustration: the caption says what it shows.
                      alt={picture.caption ? '' : picture.alt}
                      width={480}
                      height={360}
                      eager={isFirst && rowIndex === 0}
                    />
                    {picture.caption && <figcaption className="social-impact__caption">{picture.caption}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
      {canStep && (
        <div className="social-impact__controls">
          <button type="button" className="gallery-step" onClick={() => setStep((value) => value - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous pictures</span>
          </button>
          <button type="button" className="gallery-step" onClick={() => setStep((value) => value + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next pictures</span>
          </button>
        </div>
      )}
    </div>
  );
}
