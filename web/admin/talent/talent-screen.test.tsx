import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import type { TalentHit, TalentPage } from '#contracts/admin/talent';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { renderAt } from '../test-support/router';
import TalentScreen from './talent-screen';

const fetchMock = mockFetch();

const HIT: TalentHit = {
  id: 'p1',
  name: 'Priya Raman',
  headline: 'Backend engineer',
  email: 'priya.work@example.com',
  phone: '+1 (913) 555-0177',
  location: 'Olathe, KS',
  skills: ['Java', 'Kafka'],
  tags: [],
  yearsExperience: 6,
  workAuthorization: 'H1B',
  availableFrom: null,
  expectedPay: null,
  payUnit: null,
  source: 'applied',
  lastActivityAt: '2026-11-25T10:00:00.000Z',
  lines: [
    [
      ['Event pipelines on ', false],
      ['Kafka', true],
    ],
  ],
};

function serve(page: Partial<TalentPage>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === adminPaths.talent) {
      return jsonResponse({
        items: [HIT],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 25,
        locationReadAs: null,
        phone: null,
        ...page,
      });
    }
    return jsonResponse({ items: [] });
  });
}

describe('TalentScreen', () => {
  it('shows a count past 1,000 as "1,000+"', async () => {
    serve({ total: 1000, totalCapped: true });
    renderAt('/admin/talent?q=kafka', '*', <TalentScreen />);
    expect((await screen.findByText('Priya Raman')).textContent).toBe('Priya Raman');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('1,000+ candidates');
  });

  it('shows an exact count as it is', async () => {
    serve({ total: 1, totalCapped: false });
    renderAt('/admin/talent?q=kafka', '*', <TalentScreen />);
    await screen.findByText('Priya Raman');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('1 candidate');
  });
});
