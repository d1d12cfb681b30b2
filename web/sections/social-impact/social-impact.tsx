import { type FocusEvent, useEffect, useState } from 'react';
import type { SectionOf, SocietyImage } from '#contracts/content';
import { AutoplayToggle } from '../../components/ui/autoplay-toggle';
import { ContentImage } from '../../components/ui/content-image';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

/** docs/product.md §4: the pictures rotate every 3 seconds. */
export const IMPACT_ROTATION_MS = 3000;
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
 * Social impact: two rows of pictures that rotate every 3 s (paused on hover, focus or the pause
 * button; still for reduced motion). The heading is the first impact entry's title.
 */
export function SocialImpact({ section, isFirst }: SectionProps<'SOCIAL-IMPACT'>) {
  const reducedMotion = useReducedMotion();
  const [step, setStep] = useState(0);
  const [held, setHeld] = useState({ hover: false, focus: false, stopped: false });
  const rows = impactRows(section.impact);
  const canRotate = rows.some((row) => row.length > 1);
  const running = canRotate && !reducedMotion && !held.hover && !held.focus && !held.stopped;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setStep((value) => value + 1), IMPACT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [running]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
  };
  const title = section.impact[0]?.title ?? section.heading;

  return (
    <div
      className="container social-impact"
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={onBlur}
    >
      <SectionIntro
        heading={title}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <div className="social-impact__rows">
        {rows.map((row, rowIndex) =>
          row.length === 0 ? null : (
            <ul key={rowIndex} className="social-impact__row list-unstyled" data-testid={`impact-row-${rowIndex}`}>
              {visiblePictures(row, step, rowIndex === 0 ? 1 : -1).map((picture, i, shown) => (
                // Keyed by picture, so pictures already shown move along and only the incoming one fades in.
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
      {canRotate && !reducedMotion && (
        <div className="social-impact__controls">
          <AutoplayToggle
            playing={!held.stopped}
            onToggle={() => setHeld((h) => ({ ...h, stopped: !h.stopped }))}
            label="picture rotation"
          />
        </div>
      )}
    </div>
  );
}
