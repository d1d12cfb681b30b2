/**
 * The upload quota holds under parallel uploads (SQLite and PostgreSQL): the bytes are reserved
 * before the file is stored, so 12 parallel PUTs from one client cannot store past the quota, and a
 * refused or failed upload gives its reservation back.
 */
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload } from '../test-support/requests';
import { buildTestApp, type DbKind, postgresAvailable } from '../test-support/test-app';

const kinds: DbKind[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
const resume = Buffer.concat([pdfBytes(), Buffer.from(`% ${'x'.repeat(40_000)}\n`)]);

describe.each(kinds)('upload quota on %s', (kind) => {
  it('stores no more than the quota from 12 parallel PUTs, and keeps no reservation after', async () => {
    const t = await buildTestApp(kind, { UPLOAD_QUOTA_BYTES: String(Math.floor(2.5 * resume.length)) });
    try {
      const flows = [];
      for (let i = 0; i < 12; i++) flows.push(await applyUntilUpload(t));
      const answers = await Promise.all(
        flows.map((flow) =>
          t.app.inject({
            method: 'PUT',
            url: flow.uploadPath,
            payload: resume,
            headers: { 'content-type': 'application/pdf' },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length, statuses.join(' ')).toBeLessThanOrEqual(2);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      const stored = await t.app.db
        .selectFrom('attachments')
        .select('size')
        .where('upload_status', '=', 'stored')
        .execute();
      expect(stored.reduce((sum, row) => sum + (row.size ?? 0), 0)).toBeLessThanOrEqual(2.5 * resume.length);
      const reserved = await t.app.db.selectFrom('upload_reservations').select('id').execute();
      expect(reserved).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
