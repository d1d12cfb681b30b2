/**
 * Runs the migrations (one set for SQLite and PostgreSQL) with Kysely's Migrator. Called at start
 * by the server and by the operator command line.
 */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database';
import { initial } from './migrations/0001-initial';
import { contactMessages } from './migrations/0002-contact-messages';
import { careersSearch } from './migrations/0003-careers-search';
import { retentionAndAbuse } from './migrations/0004-retention-abuse';
import { consoleTables } from './migrations/0005-console';
import { uploadReservations } from './migrations/0006-upload-reservations';
import { secondFactorForAll } from './migrations/0007-second-factor-for-all';
import { consoleHiring } from './migrations/0008-console-hiring';
import { applicationMailFiles } from './migrations/0009-application-mail-files';
import { candidateMail } from './migrations/0010-candidate-mail';
import { candidateProfiles } from './migrations/0011-candidate-profiles';
import { consoleSecurity } from './migrations/0013-console-security';

const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001-initial': initial(dialect),
  '0002-contact-messages': contactMessages(),
  '0003-careers-search': careersSearch(dialect),
  '0004-retention-abuse': retentionAndAbuse(),
  '0005-console': consoleTables(),
  '0006-upload-reservations': uploadReservations(),
  '0007-second-factor-for-all': secondFactorForAll(),
  '0008-console-hiring': consoleHiring(),
  '0009-application-mail-files': applicationMailFiles(),
  '0010-candidate-mail': candidateMail(),
  '0011-candidate-profiles': candidateProfiles(),
  '0013-console-security': consoleSecurity(),
});

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
