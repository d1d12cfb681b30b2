/**
 * The operator command line: `npm run cli -- <command>`.
 *
 *   import-openings <file.json|file.csv>     add or replace openings (by REQ_ID)
 *   export-applications [--internships] [--out <file>]   applications as CSV (stdout by default)
 *   import-talent <file.csv> [--commit]      candidates into the talent database (a dry run unless --commit)
 *   erase <email>                            remove everything held about an e-mail address
 *   purge                                    remove what is past its retention period, and orphan files
 *   create-admin --email <address> [--name <name>] [--url <origin>]   a console admin and its one-time set-up link
 *
 * It uses the same configuration (DATABASE_URL, DATA_DIR, S3_…) as the server.
 */
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type Config, parseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { createAdmin } from '../admin/create-admin';
import { retentionRepository } from '../repositories/retention.repository';
import { talentService } from '../talent/talent.service';
import { purgeExpired } from '../services/retention';
import { createStorage } from '../storage/create-storage';
import { erasePerson } from '../services/erase-person';
import { exportInternshipApplications, exportJobApplications } from './export-applications';
import { importOpenings, readOpeningsFile } from './import-openings';

const USAGE = `Usage: npm run cli -- <command>

  import-openings <file.json|file.csv>                  add or replace openings (by REQ_ID)
  export-applications [--internships] [--out <file>]    applications as CSV (stdout by default)
  import-talent <file.csv> [--commit]                   candidates into the talent database; a dry run
                                                        (every bad row reported) unless --commit
  erase <email>                                         remove everything held about an e-mail address
  purge                                                 remove what is past its retention period, and orphan files
  create-admin --email <address> [--name <name>] [--url <origin>]
                                                        a console admin; prints a one-time set-up link (24 h)
`;

export async function runCli(
  args: string[],
  loadConfig: () => Config,
  out: { write(text: string): unknown } = process.stdout,
  /** The time the purge judges ages by (tests pass their own). */
  now: () => Date = () => new Date(),
) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        internships: { type: 'boolean' },
        out: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        url: { type: 'string' },
        commit: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // An unknown option or `--out` without a file: say so, with the usage.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (!command || command === 'help' || values.help) {
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
        const count = await importOpenings(db, dialect, await readOpeningsFile(file));
        out.write(`Imported ${count} opening(s).\n`);
        return 0;
      }
      case 'export-applications': {
        const csv = values.internships ? await exportInternshipApplications(db) : await exportJobApplications(db);
        const file = values.out;
        if (file !== undefined && !file) throw new Error('--out needs a file name');
        if (file) {
          await fs.writeFile(file, csv, { mode: 0o600 });
          out.write(`Wrote ${file}.\n`);
        } else {
          out.write(csv);
        }
        return 0;
      }
      case 'import-talent': {
        const file = rest[0];
        if (!file) throw new Error('import-talent needs a .csv file');
        const { storage } = createStorage(config);
        const report = await talentService(db, dialect, storage).importCsv(
          await fs.readFile(file, 'utf8'),
          !values.commit,
          {
            id: 'cli',
            name: 'Command line',
          },
        );
        for (const error of report.errors) out.write(`Row ${error.row}: ${error.message}\n`);
        out.write(
          report.dryRun
            ? `Dry run: ${report.added} of ${report.rows} row(s) would be added; nothing was written (add --commit).\n`
            : `Added ${report.added} of ${report.rows} candidate(s).\n`,
        );
        return report.errors.length && report.dryRun ? 1 : 0;
      }
      case 'erase': {
        const email = z.email().safeParse(rest[0]?.trim());
        if (!email.success) throw new Error('erase needs an e-mail address');
        const { storage } = createStorage(config);
        const report = await erasePerson(db, storage, email.data, { emlDir: config.mail.emlDir });
        out.write(
          `Erased: ${report.candidates} candidate(s), ${report.attachments} attachment(s), ` +
            `${report.internshipApplications} internship application(s), ${report.contactMessages} contact message(s), ` +
            `${report.clientRequests} client request(s), ${report.mails} mail(s), ` +
            `${report.storageKeys.length} file(s).\n`,
        );
        return 0;
      }
      case 'create-admin': {
        const email = z.email().safeParse(values.email?.trim());
        if (!email.success) throw new Error('create-admin needs --email <address>');
        const url = z.url().optional().safeParse(values.url);
        if (!url.success) throw new Error('--url must be the public origin, e.g. https://northwind.example');
        const origin = url.data ?? config.publicUrl ?? `http://localhost:${config.port}`;
        const name = values.name?.trim() || email.data.split('@')[0] || 'Admin';
        const { link } = await createAdmin(db, { email: email.data, name, origin });
        out.write(
          `Admin ${email.data.toLowerCase()} is ready to be set up. Open this link within 24 hours to choose a ` +
            `password and set up an authenticator app (it works once):\n\n  ${link}\n\n`,
        );
        return 0;
      }
      case 'purge': {
        const { storage } = createStorage(config);
        const report = await purgeExpired(
          { retention: retentionRepository(db), storage, emlDir: config.mail.emlDir },
          config.retention,
          now(),
        );
        out.write(
          `Purged: ${report.candidates} candidate(s), ${report.attachments} attachment(s), ` +
            `${report.internshipApplications} internship application(s), ${report.contactMessages} contact message(s), ` +
            `${report.clientRequests} client request(s), ${report.clientContacts} client contact(s), ` +
            `${report.mails} mail(s), ${report.files} file(s); ${report.orphanFiles} orphan file(s).\n`,
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
