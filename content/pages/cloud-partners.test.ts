import { describe, expect, it } from 'vitest';
import { findPageAt } from '../resolve';
import { cloudPartnerPages } from './cloud-partners';

describe('cloud partner pages', () => {
  it.each(cloudPartnerPages.map((page) => [page.path, page] as const))(
    '%s links every service card to the page that covers it ("Learn more" on all or none)',
    (_, page) => {
      const grids = page.sections.filter((section) => section.type === 'TEXT-WITH-CARDS');
      expect(grids.length).toBeGreaterThan(0);
      for (const grid of grids) {
        for (const card of grid.cardsData) {
          expect(card.targetUrl, card.title).toBeTruthy();
          expect(findPageAt(card.targetUrl ?? '')?.path, card.title).toBe(card.targetUrl);
        }
      }
    },
  );
});
