import { ContentImage } from './content-image';

/** A 1×1 transparent GIF: what a phone is given instead of the art, so it asks the network for nothing. */
export const NO_ART_ON_PHONES = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Below Bootstrap's md (768 px) a page band shows its claim and first action, not its art. */
export const PHONES = '(max-width: 767.98px)';

type Props = { className: string; src: string; alt: string; width: number; height: number; eager: boolean };

/**
 * The decorative art of a page-opening band. On phones the band keeps its first screen for the claim
 * and the first call to action, so the art is not drawn there — and not downloaded either: the
 * <picture> gives phones an inline blank instead (CSS hides the box), where `display: none` on an
 * <img> would still fetch the file.
 */
export function BandArt({ src, ...image }: Props) {
  return (
    <picture>
      <source media={PHONES} srcSet={NO_ART_ON_PHONES} />
      <ContentImage src={src} {...image} />
    </picture>
  );
}
