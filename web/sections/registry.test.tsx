import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionComponents } from './registry';

describe('sectionComponents', () => {
  it('loads a section on demand and renders it', async () => {
    const Title = sectionComponents['TITLE-SECTION'];
    render(<Title section={{ type: 'TITLE-SECTION', heading: 'Loaded later' }} isFirst />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded later' })).toBeInTheDocument();
  });

  it('gives every section type its own loader (one chunk per type, not one shared bundle)', () => {
    const components = Object.values(sectionComponents);
    expect(new Set(components).size).toBe(components.length);
  });
});
