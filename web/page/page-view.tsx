import type { Page, Section } from '#contracts/content';
import type { PageFamily } from '#content/page-families';
import { isKnownSectionType } from '../sections/registry';
import type { PagePurpose } from './page-purpose';
import { pageStylesheets } from './page-stylesheets';
import { SectionView } from './section-view';

/** Even-indexed sections (0, 2, 4 …) get the shaded background. */
export const isShaded = (index: number) => index % 2 === 0;

/** Sections that draw their own dark band behind the fixed navbar. */
const BANDED = new Set<Section['type']>([
  'HERO-SECTION',
  'IMG-CAROUSEL',
  'IMG-SECTION',
  'TITLE-SECTION',
  'JOB-TITLE-SECTION',
]);

type Props = { page: Page; purpose?: PagePurpose; family?: PageFamily | undefined };

/**
 * A content page: its sections in order, laid out for the page's purpose (`.page--<purpose>`) and, for
 * a page of a family (content/page-families.ts), by its family (`data-family`). The stylesheets only
 * some pages need are linked here; React writes them into the head of the pre-rendered HTML.
 * Header and footer come from the app shell.
 */
export function PageView({ page, purpose = 'other', family }: Props) {
  const sections = page.sections.filter((section) => isKnownSectionType(section.type));
  const first = sections[0];
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`page page--${purpose}${first && BANDED.has(first.type) ? '' : ' page-offset'}`}
      data-family={family}
    >
      {pageStylesheets(page, family).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="site" />
      ))}
      {sections.map((section, index) => (
        <section
          key={`${section.type}-${index}`}
          className={`page-section page-section--${section.type.toLowerCase()}${isShaded(index) ? ' is-shaded' : ''}`}
          id={section.id}
          data-section-type={section.type}
        >
          <SectionView section={section} isFirst={index === 0} />
        </section>
      ))}
    </main>
  );
}
