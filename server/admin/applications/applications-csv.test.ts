import { describe, expect, it } from 'vitest';
import { APPLICATION_LABELS } from '#contracts/forms/application-form';
import { applicationsCsv } from './applications-csv';

describe('applicationsCsv', () => {
  it('heads the candidate’s answers with the form’s own questions', () => {
    const [header = ''] = applicationsCsv([]).replace('\uFEFF', '').split('\r\n');
    const columns = header.split(',');
    expect(columns).toContain(APPLICATION_LABELS.contactNumber);
    expect(columns).toContain(APPLICATION_LABELS.city);
    expect(columns).not.toContain('Phone');
    expect(columns).not.toContain('Location');
  });

  it('writes each row under its column', () => {
    const csv = applicationsCsv([
      {
        name: 'Ivana Marsh',
        email: 'ivana@example.com',
        phone: '+1 9135550101',
        reqId: 1001,
        title: 'Data Engineer',
        status: 'screening',
        createdAt: '2026-11-20T09:00:00.000Z',
        statusChangedAt: null,
        location: 'Topeka',
        source: null,
        rating: { average: null, count: 0 },
        resume: 'stored',
      },
    ]);
    const [header = '', row = ''] = csv.replace('\uFEFF', '').split('\r\n');
    const cells = Object.fromEntries(header.split(',').map((column, index) => [column, row.split(',')[index]]));
    // A leading + would start a formula: the cell is quoted as text (the quote does not show in a spreadsheet).
    expect(cells).toMatchObject({ 'Contact number': "'+1 9135550101", City: 'Topeka', Stage: 'Screening' });
  });
});
