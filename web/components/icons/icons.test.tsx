import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { buildSprite, SPRITE_FILE } from './build-sprite';
import { Icon } from './icon';
import { CONTENT_ICONS, contentIconName, UI_ICONS } from './icon-names';

describe('the icon sprite', () => {
  it('is up to date with the icons the site names (run `npm run icons` after changing them)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(buildSprite());
  });

  it('holds one symbol per named icon, with Tabler’s drawing and no bounding box', () => {
    const sprite = buildSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1]).sort()).toEqual(Object.keys({ ...CONTENT_ICONS, ...UI_ICONS }).sort());
    for (const [, , body] of ids) {
      expect(body).toMatch(/^<(path|circle|rect|line|polyline|ellipse)\b/);
      expect(body).not.toContain('M0 0h24v24H0z');
    }
  });

  it('has an icon for every icon a page’s card names', () => {
    const named = [...JSON.stringify(pages).matchAll(/\/images\/icons\/([a-z0-9-]+)\.svg/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !contentIconName(`/images/icons/${name}.svg`))).toEqual([]);
  });
});

describe('contentIconName', () => {
  it('reads the icon of an icon path and nothing else', () => {
    expect(contentIconName('/images/icons/cloud.svg')).toBe('cloud');
    expect(contentIconName('/images/icons/not-an-icon.svg')).toBeUndefined();
    expect(contentIconName('/images/heroes/cloud.svg')).toBeUndefined();
    expect(contentIconName(undefined)).toBeUndefined();
  });
});

describe('Icon', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Icon name="cloud" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/#cloud$/);
  });

  it('is an image with a name when labelled', () => {
    const { getByRole } = render(<Icon name="cloud" label="Cloud" />);
    expect(getByRole('img', { name: 'Cloud' })).toBeInTheDocument();
  });
});
