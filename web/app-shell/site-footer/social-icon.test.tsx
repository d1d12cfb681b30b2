import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialNetwork } from '#contracts/content';
import { SOCIAL_ICONS_URL, SocialIcon } from './social-icon';

const sprite = readFileSync(join(import.meta.dirname, '../../../public', SOCIAL_ICONS_URL), 'utf8');

describe('SocialIcon', () => {
  it('finds a 24×24 symbol in the sprite for every network, and nothing else', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)];
    expect(symbols.map((match) => match[1]).sort()).toEqual([...SocialNetwork.options].sort());
    expect(sprite.match(/<symbol/g)).toHaveLength(SocialNetwork.options.length);
  });

  it('draws the network’s symbol in the text colour, hidden from assistive technology', () => {
    const { container } = render(<SocialIcon network="linkedin" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(container.querySelector('use')).toHaveAttribute('href', `${SOCIAL_ICONS_URL}#linkedin`);
  });
});
