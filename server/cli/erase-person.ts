/**
 * `erase <email>` (and the console's erase): removes everything held about an e-mail address:
 * candidates with their attachment records and resume files, internship applications with their
 * resumes, contact messages, staff notes and status history about these records, and mails in the outbox.
 */
import type { Db } from '../db/database';
import { personRecordsRepository } from '../repositories/person-records.repository';
import { privacyRepository, type ErasureReport } from '../repositories/privacy.repository';
import type { ResumeStorage } from '../storage/storage';

export async function erasePerson(
  db: Db,
  storage: ResumeStorage,
  email: string,
): Promise<ErasureReport & { contactMessages: number }> {
  const { contactMessages } = await personRecordsRepository(db).eraseConsoleRecords(email);
  const report = await privacyRepository(db).eraseByEmail(email);
  for (const key of report.storageKeys) await storage.remove(key);
  return { ...report, contactMessages };
}
