/**
 * The operator command line: `npm run cli -- <command>`.
 *
 *   import-openings <file.json|file.csv>     add or replace openings (by REQ_ID)
 *   export-applications [--internships] [--out <file>]   applications as CSV (stdout by default)
 *   erase <email>                            remove everything held about an e-mail address
 *
 * It uses the same configuration (DATABASE_URL, DATA_DIR, S3_…) as the server.
 */
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { type Config, parseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { createStorage } from '../storage/create-storage';
import { erasePerson } from './erase-person';
import { exportInternshipApplications, exportJobApplications } from './export-applications';
import { importOpenings, readOpeningsFile } from './import-openings';

const USAGE = `Usage: npm run cli -- <command>

  import-openings <file.json|file.csv>                  add or replace openings (by REQ_ID)
  export-applications [--internships] [--out <file>]    applications as CSV (stdout by default)
  erase <email>                                         remove everything held about an e-mail address
`;

export async function runCli(
  args: string[],
  loadConfig: () => Config,
  out: { write(text: string): unknown } = process.stdout,
) {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    out.write(USAGE);
    return 0;
  }
  const config = loadConfig();
  const { db, dialect } = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db, dialect);
    if (config.seedDemoData) await seedDemoData(db);
    switch (command) {
      case 'import-openings': {
        const file = rest[0];
        if (!file) throw new Error('import-openings needs a .json or .csv file');
        const count = await importOpenings(db, await readOpeningsFile(file));
        out.write(`Imported ${count} opening(s).\n`);
        return 0;
      }
      case 'export-applications': {
        const csv = rest.includes('--internships')
          ? await exportInternshipApplications(db)
          : await exportJobApplications(db);
        const outIndex = rest.indexOf('--out');
        const file = outIndex >= 0 ? rest[outIndex + 1] : undefined;
        if (outIndex >= 0 && !file) throw new Error('--out needs a file name');
        if (file) {
          await fs.writeFile(file, csv, { mode: 0o600 });
          out.write(`Wrote ${file}.\n`);
        } else {
          out.write(csv);
        }
        return 0;
      }
      case 'erase': {
        const email = z.email().safeParse(rest[0]?.trim());
        if (!email.success) throw new Error('erase needs an e-mail address');
        const { storage } = createStorage(config);
        const report = await erasePerson(db, storage, email.data);
        out.write(
          `Erased: ${report.candidates} candidate(s), ${report.attachments} attachment(s), ` +
            `${report.internshipApplications} internship application(s), ${report.mails} mail(s), ` +
            `${report.storageKeys.length} file(s).\n`,
        );
        return 0;
      }
      default:
        throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2), () => parseConfig()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
