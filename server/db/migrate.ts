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
import { consoleWorkflow } from './migrations/0014-console-workflow';
import { hireTalent } from './migrations/0015-hire-talent';
import { staffingDesk } from './migrations/0016-staffing-desk';
import { reportIndexes } from './migrations/0020-report-indexes';
import { deskFlow } from './migrations/0017-desk-flow';
import { sourcing } from './migrations/0018-sourcing';
import { contactTopic } from './migrations/0024-contact-topic';
import { reportDigests } from './migrations/0023-report-digests';
import { reasons } from './migrations/0022-reasons';
import { clientRequestConversion } from './migrations/0025-client-request-conversion';
import { requirementSharing } from './migrations/0026-requirement-sharing';
import { talentIndexing } from './migrations/0027-talent-indexing';
import { internshipPipeline } from './migrations/0029-internship-pipeline';
import { reportSummaries } from './migrations/0030-report-summaries';
import { talentFilters } from './migrations/0031-talent-filters';
import { reportWeeksArrivals } from './migrations/0032-report-weeks-arrivals';
import { internshipMailTemplates } from './migrations/0033-internship-mail-templates';
import { talentSearchVersion } from './migrations/0035-talent-search-version';
import { talentPostgresReads } from './migrations/0036-talent-postgres-reads';
import { reportSourceLabels } from './migrations/0037-report-source-labels';
import { reportStretchLengths } from './migrations/0038-report-stretch-lengths';
import { talentFacets } from './migrations/0039-talent-facets';

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
  '0014-console-workflow': consoleWorkflow(),
  '0015-hire-talent': hireTalent(),
  '0016-staffing-desk': staffingDesk(),
  '0020-report-indexes': reportIndexes(),
  '0017-desk-flow': deskFlow(),
  '0018-sourcing': sourcing(dialect),
  '0024-contact-topic': contactTopic(),
  '0023-report-digests': reportDigests(),
  '0022-reasons': reasons(),
  '0025-client-request-conversion': clientRequestConversion(),
  '0026-requirement-sharing': requirementSharing(),
  '0027-talent-indexing': talentIndexing(),
  '0029-internship-pipeline': internshipPipeline(),
  '0030-report-summaries': reportSummaries(dialect),
  '0031-talent-filters': talentFilters(dialect),
  '0032-report-weeks-arrivals': reportWeeksArrivals(dialect),
  '0033-internship-mail-templates': internshipMailTemplates(),
  '0035-talent-search-version': talentSearchVersion(dialect),
  '0036-talent-postgres-reads': talentPostgresReads(dialect),
  '0037-report-source-labels': reportSourceLabels(dialect),
  '0038-report-stretch-lengths': reportStretchLengths(dialect),
  '0039-talent-facets': talentFacets(dialect),
});

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // Branches land in any order: a database that already has a later migration still takes an
  // earlier-numbered one that arrives after it (each migration is independent of its neighbours).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
