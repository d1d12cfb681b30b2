/**
 * The mail templates' audience migration goes down and up again on both databases: every template
 * written before it is for job applicants, the three internship texts are seeded after the job texts,
 * and down takes the column and the seeded internship texts away, leaving the rest.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/each-database';
import { internshipMailTemplates } from './0033-internship-mail-templates';

describeEachDatabase('migration 0033-internship-mail-templates', (t) => {
  it('seeds the internship texts after the job texts, and goes down and up again', async () => {
    const db = t.app.db;
    const listed = () =>
      db.selectFrom('mail_templates').select(['name', 'purpose', 'audience']).orderBy('position').execute();
    const before = await listed();
    expect(before.filter((row) => row.audience === 'application').map((row) => row.purpose)).toEqual([
      'acknowledge',
      'interview',
      'reject',
    ]);
    expect(before.filter((row) => row.audience === 'internship').map((row) => row.name)).toEqual([
      'Acknowledge (internship)',
      'Invite to interview (internship)',
      'Reject (internship)',
    ]);

    await internshipMailTemplates().down!(db);
    const down = await db.selectFrom('mail_templates').selectAll().execute();
    expect(down.map((row) => row.name).sort()).toEqual(['Acknowledge', 'Invite to interview', 'Reject']);
    expect(Object.keys(down[0] ?? {})).not.toContain('audience');

    await internshipMailTemplates().up(db);
    expect(await listed()).toEqual(before);
  });
});
