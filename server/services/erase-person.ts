/**
 * Erasing a person, for the operator CLI's `erase <email>` and the console's privacy screen: removes
 * everything held about an e-mail address: candidates with their attachment records and resume files,
 * internship applications with their resumes, contact messages, staff notes and status history about
 * these records, mails in the outbox with their `.eml` copies, and the address wherever the audit log's
 * details name it (staff searches).
 */
import type { Db } from '../db/database';
import { personRecordsRepository } from '../repositories/person-records.repository';
import { privacyRepository, type ErasureReport } from '../repositories/privacy.repository';
import { removeEmlCopies } from './retention';
import type { ResumeStorage } from '../storage/storage';
import { scrubAuditLog } from '../admin/privacy/scrub-audit';

export async function erasePerson(
  db: Db,
  storage: ResumeStorage,
  email: string,
  options: { emlDir?: string } = {},
): Promise<ErasureReport & { contactMessages: number }> {
  const { contactMessages } = await personRecordsRepository(db).eraseConsoleRecords(email);
  const report = await privacyRepository(db).eraseByEmail(email);
  for (const key of report.storageKeys) await storage.remove(key);
  await removeEmlCopies(options.emlDir, report.mailIds);
  await scrubAuditLog(db, email);
  return { ...report, contactMessages };
}
