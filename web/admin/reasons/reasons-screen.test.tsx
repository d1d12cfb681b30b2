import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';
import ReasonsScreen from './reasons-screen';

const fetchMock = mockFetch();

/** Serves the lists and records every change asked for. */
function serve() {
  const changes: Array<{ method: string; url: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(reasonsFixture());
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    changes.push({ method, url, body });
    return method === 'POST'
      ? jsonResponse({ id: 'new-one', kind: body.kind, label: body.label, retired: false }, 201)
      : jsonResponse({ id: 'us-skills', kind: 'us', label: body.label ?? 'Skills do not match', retired: true });
  });
  return changes;
}

describe('ReasonsScreen', () => {
  it('lists each kind, adds, renames and retires a reason', async () => {
    const changes = serve();
    render(<ReasonsScreen />);
    const ours = await screen.findByRole('region', { name: 'Rejected by us' });
    expect(within(ours).getByText('Old reason')).toBeTruthy();
    expect(within(ours).getByText('Retired')).toBeTruthy();
    expect(within(ours).getByRole('button', { name: 'Bring back “Old reason”' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Withdrawn by the candidate' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(within(ours).getByRole('textbox', { name: 'New reason' }), 'Failed the coding test');
    await user.click(within(ours).getByRole('button', { name: 'Add to rejected by us' }));
    expect(await screen.findByText('“Failed the coding test” added to rejected by us.')).toBeTruthy();
    expect(changes[0]).toEqual({
      method: 'POST',
      url: adminPaths.reasons,
      body: { kind: 'us', label: 'Failed the coding test' },
    });

    await user.click(within(ours).getByRole('button', { name: 'Rename “Skills do not match”' }));
    const name = within(ours).getByRole('textbox', { name: 'New name for “Skills do not match”' });
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, 'Skills{Enter}');
    await waitFor(() =>
      expect(changes[1]).toEqual({ method: 'PATCH', url: adminPaths.reason('us-skills'), body: { label: 'Skills' } }),
    );

    await user.click(within(ours).getByRole('button', { name: 'Retire “Rate or salary expectations”' }));
    await waitFor(() => expect(changes[2]).toMatchObject({ method: 'PATCH', body: { retired: true } }));
  });
});
