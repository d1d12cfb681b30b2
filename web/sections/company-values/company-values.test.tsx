import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { stubIntersectionObserver, stubMatchMedia } from '../test-support/browser-stubs';
import { renderSection } from '../test-support/render-section';
import { CompanyValues } from './company-values';

const section: SectionOf<'COMPANY-VALUES'> = {
  type: 'COMPANY-VALUES',
  heading: 'What we value',
  values: [
    {
      title: 'Ownership',
      description: 'We finish what we start.',
      img: '/images/values/ownership.svg',
      imgAlt: 'A flag',
    },
    { title: 'Candour', description: 'We say what we see.', img: '/images/values/candour.svg' },
    { title: 'Craft', description: 'We sweat the details.', img: '/images/values/craft.svg' },
  ],
};

const texts = () => screen.getAllByTestId('value-text');

describe('CompanyValues', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lays out rows that alternate text and picture sides', () => {
    stubMatchMedia({ reducedMotion: false });
    stubIntersectionObserver();
    renderSection(<CompanyValues section={section} isFirst={false} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.classList.contains('value-row--reversed'))).toEqual([false, true, false]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ownership',
      'Candour',
      'Craft',
    ]);
    expect(screen.getByRole('img', { name: 'A flag' })).toHaveAttribute('height', '420');
  });

  it('animates each row of text in when it scrolls into view', () => {
    stubMatchMedia({ reducedMotion: false });
    const viewport = stubIntersectionObserver();
    renderSection(<CompanyValues section={section} isFirst={false} />);
    expect(texts().every((t) => t.classList.contains('is-waiting'))).toBe(true);
    expect(viewport.observedCount()).toBe(3);
    act(() => viewport.scrollIntoView());
    expect(texts().every((t) => t.classList.contains('is-shown'))).toBe(true);
    expect(viewport.observedCount()).toBe(0);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    stubIntersectionObserver();
    renderSection(<CompanyValues section={section} isFirst={false} />);
    expect(texts().every((t) => t.classList.contains('is-static'))).toBe(true);
  });

  it('shows the text without IntersectionObserver', async () => {
    stubMatchMedia({ reducedMotion: false });
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection(<CompanyValues section={section} isFirst={false} />);
    await vi.waitFor(() => expect(texts().every((t) => t.classList.contains('is-shown'))).toBe(true));
  });
});
