/**
 * Renders every page's social card into the web root (`build/client` by default, or the folder
 * given): `<root>/images/social/pages/<page key>.png`, the path web/seo/social-card.ts names in the
 * page's og:image and twitter:image. Run by `npm run build` after the web build.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { MenuItem, Page, Section } from '#contracts/content';
import { aiMenu } from '#content/ai-menu';
import { brand } from '#content/brand';
import { staffingMenu } from '#content/navigation';
import { pages } from '#content/pages';
import { pageKeyOf } from '#content/resolve';
import { socialCardPath } from '../../web/seo/social-card';
import { cardPng } from './card';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Where a page sits in the menus: "Entry · Group" of the first menu that links it. */
export function eyebrowOf(page: Page): string {
  const find = (items: MenuItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.targetUrl?.startsWith('/') && pageKeyOf(item.targetUrl.split('?')[0] ?? '') === page.slug) return trail;
      const found = item.subMenu && find(item.subMenu, [...trail, item.title]);
      if (found) return found;
    }
    return undefined;
  };
  const trail = find(staffingMenu, []) ?? find(aiMenu, []);
  if (page.slug === 'home') return 'United States · India · since 2011';
  return trail && trail.length > 0 ? trail.join(' · ') : brand.shortName;
}

/** The page's first full-width picture (its hero or title band art), if it has one. */
export function artOf(page: Page): string | undefined {
  const first = (section: Section): string | undefined => {
    if (section.type === 'IMG-SECTION' || section.type === 'TITLE-SECTION' || section.type === 'HERO-SECTION')
      return section.imageUrl;
    if (section.type === 'IMG-CAROUSEL') return section.carouselData[0]?.imageUrl;
    return undefined;
  };
  for (const section of page.sections) {
    const url = first(section);
    if (url?.endsWith('.svg')) return url;
  }
  return undefined;
}

export async function buildCards(webRoot: string): Promise<number> {
  let count = 0;
  for (const page of Object.values(pages)) {
    const artUrl = artOf(page);
    const artFile = artUrl && join(repoRoot, 'public', artUrl);
    const png = await cardPng({
      title: page.title,
      eyebrow: eyebrowOf(page),
      art: artFile && existsSync(artFile) ? readFileSync(artFile, 'utf8') : undefined,
    });
    const target = join(webRoot, socialCardPath(page.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
    count += 1;
  }
  return count;
}

if (import.meta.filename === process.argv[1]) {
  // The same build folder as react-router.config.ts (NW_BUILD_DIR, default build/).
  const webRoot = resolve(process.argv[2] ?? join(repoRoot, process.env.NW_BUILD_DIR ?? 'build', 'client'));
  const started = Date.now();
  const count = await buildCards(webRoot);
  console.log(`Rendered ${count} social cards into ${webRoot}/images/social/pages in ${Date.now() - started} ms`);
}
