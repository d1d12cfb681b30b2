import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialNetwork } from '#contracts/content';
import { buildSprite } from '../../components/icons/build-sprite';
import { SocialIcon } from './social-icon';

describe('SocialIcon', () => {
  it('finds a symbol in the icon sprite for every network', () => {
    const ids = [...buildSprite().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    for (const network of SocialNetwork.options) expect(ids).toContain(network);
  });

  it('draws the network’s symbol in the text colour, hidden from assistive technology', () => {
    const { container } = render(<SocialIcon network="linkedin" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/sprite[^#]*\.svg#linkedin$/);
  });
});
