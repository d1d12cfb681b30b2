import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import type { AuditEntry, AuditFacets } from '#contracts/admin/privacy';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { renderAt } from '../test-support/router';
import AuditScreen from './audit-screen';

const fetchMock = mockFetch();
const APPLICATION = '92e12e81-0000-4000-8000-000000000001';
const RITA = 'u-rita';

const ENTRY: AuditEntry = {
  id: 'e1',
  at: '2026-11-26T10:00:00.000Z',
  actorId: RITA,
  actorEmail: 'rita@northwind.example',
  action: 'resume.open',
  targetType: 'application',
  targetId: APPLICATION,
  targetLabel: 'Tara Audit',
  detail: null,
  ip: '203.0.113.9',
  userAgent: 'Firefox',
};
const FACETS: AuditFacets = {
  actors: [{ id: RITA, email: 'rita@northwind.example' }],
  actions: ['application.status', 'resume.open'],
  targetTypes: ['application', 'opening'],
};

function serve() {
  const asked: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === adminPaths.auditFacets) return jsonResponse(FACETS);
    asked.push(url);
    return jsonResponse({ items: [ENTRY], total: 1, page: 1, pageSize: 25 });
  });
  return asked;
}

describe('AuditScreen', () => {
  it('says what happened in words, links the record, and keeps the raw entry one click away', async () => {
    serve();
    renderAt('/admin/audit', '*', <AuditScreen />);
    const row = (await screen.findByRole('link', { name: 'the application “Tara Audit”' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row.textContent).toContain('Opened the resume of the application “Tara Audit”');
    // The codes and ids are only in the raw entry, closed until asked for.
    const shown = row.cloneNode(true) as HTMLElement;
    shown.querySelector('details pre')?.remove();
    expect(shown.textContent).not.toMatch(/resume\.open|92e12e81/);
    expect(row.querySelector('details')?.open).toBe(false);
    expect(within(row).getByRole('link', { name: 'the application “Tara Audit”' }).getAttribute('href')).toBe(
      `/admin/applications/${APPLICATION}`,
    );
    const raw = within(row).getByText('Raw entry');
    const user = userEvent.setup();
    await user.click(raw);
    expect(within(row).getByText(/"action": "resume.open"/)).toBeVisible();
    expect(within(row).getByText(new RegExp(`"targetId": "${APPLICATION}"`))).toBeVisible();
  });

  it('filters by person, action, record and days, in the URL and the request', async () => {
    const asked = serve();
    renderAt('/admin/audit?from=2026-11-01', '*', <AuditScreen />);
    await screen.findByRole('link', { name: 'the application “Tara Audit”' });
    const user = userEvent.setup();
    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getByRole('option', { name: 'rita@northwind.example' })).toBeTruthy());
    await user.selectOptions(person, 'rita@northwind.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What happened' }), 'Opened the resume of …');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'application');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/admin/audit?from=2026-11-01&actorId=${RITA}&action=resume.open&targetType=application`,
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toMatchObject({
        from: '2026-11-01',
        actorId: RITA,
        action: 'resume.open',
        targetType: 'application',
      }),
    );
    // One record's entries, and back to every record.
    await user.click(screen.getByRole('button', { name: 'Everything about this record' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(`targetId=${APPLICATION}`));
    await user.click(screen.getByRole('button', { name: 'Show every record (now one)' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).not.toContain('targetId'));
  });
});
