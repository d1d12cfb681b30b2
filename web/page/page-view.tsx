import type { Page, Section } from '#contracts/content';
import { isKnownSectionType } from '../sections/registry';
import type { PagePurpose } from './page-purpose';
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

/**
 * A content page: its sections in order, laid out for the page's purpose (`.page--<purpose>`).
 * Header and footer come from the app shell.
 */
export function PageView({ page, purpose = 'other' }: { page: Page; purpose?: PagePurpose }) {
  const sections = page.sections.filter((section) => isKnownSectionType(section.type));
  const first = sections[0];
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`page page--${purpose}${first && BANDED.has(first.type) ? '' : ' page-offset'}`}
    >
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
