/**
 * How many resume bytes one client may store per window (job and internship resumes together), so
 * that an anonymous client cannot grow storage without bound: UPLOAD_QUOTA_BYTES per
 * UPLOAD_QUOTA_WINDOW_MS. Past it, 429 with Retry-After.
 */
import { isoIn } from '../lib/clock';
import { ClientError } from '../plugins/error-handler';
import type { ApplicationsRepository } from '../repositories/applications.repository';
import type { InternshipsRepository } from '../repositories/internships.repository';

export type UploadQuota = { bytes: number; windowMs: number };

/** Throws a 429 when `incoming` more bytes would take the client past its quota. */
export type CheckUploadQuota = (clientKey: string | null, incoming: number) => Promise<void>;

export function uploadQuotaCheck(
  deps: { applications: ApplicationsRepository; internships: InternshipsRepository },
  quota: UploadQuota,
): CheckUploadQuota {
  return async (clientKey, incoming) => {
    if (!clientKey) return;
    const since = isoIn(-quota.windowMs);
    const used =
      (await deps.applications.bytesStoredBy(clientKey, since)) +
      (await deps.internships.bytesStoredBy(clientKey, since));
    if (used + incoming > quota.bytes) {
      throw new ClientError(
        429,
        'Too many files from this address today. Please try again later.',
        undefined,
        Math.ceil(quota.windowMs / 1000),
      );
    }
  };
}
