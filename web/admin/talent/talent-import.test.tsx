import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import type { ImportReport } from '#contracts/admin/talent';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { renderAt } from '../test-support/router';
import { TalentImport } from './talent-import';

const fetchMock = mockFetch();

const CSV =
  'name,email,phone\nAnika Deshmukh,anika@example.com,+91 98220 11223\n,bad,\nMarcus Bell,marcus@example.com,(816) 555-0123\n';

function serve() {
  const sent: { csv: string; dryRun: boolean }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname !== adminPaths.talentImport) return jsonResponse({ message: 'unexpected' }, 500);
    const body = JSON.parse(String(init?.body)) as { csv: string; dryRun: boolean };
    sent.push(body);
    const report: ImportReport = {
      rows: 3,
      added: 1,
      duplicates: 1,
      errors: [
        { row: 3, message: 'Name is required.' },
        { row: 4, message: 'Already known: the same e-mail (not added).' },
      ],
      dryRun: body.dryRun,
    };
    return jsonResponse(report);
  });
  return sent;
}

describe('TalentImport', () => {
  it('checks the file first (nothing saved), lists each refused row, then imports', async () => {
    const sent = serve();
    renderAt('/admin/talent/add', '*', <TalentImport />);
    const user = userEvent.setup();
    const check = screen.getByRole('button', { name: 'Check the file' });
    expect(check).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'people.csv', { type: 'text/csv' }));
    await waitFor(() => expect(check).toBeEnabled());
    // Import is offered only after a check.
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await user.click(check);

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Checked: 3 rows; 1 would be added, 1 already known, 2 refused.');
    const refused = within(status).getByRole('table', { name: 'Rows not imported' });
    expect(
      within(refused)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowWhy it is not imported', '3Name is required.', '4Already known: the same e-mail (not added).']);
    expect(sent).toEqual([{ csv: CSV, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Import 1 candidates' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Imported: 3 rows; 1 added'));
    expect(sent).toEqual([
      { csv: CSV, dryRun: true },
      { csv: CSV, dryRun: false },
    ]);
  });

  it('shows the server’s refusal', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'The file is not a CSV.' }, 422));
    renderAt('/admin/talent/add', '*', <TalentImport />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'people.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file is not a CSV.')).toBeTruthy();
  });
});
