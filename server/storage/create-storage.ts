import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { ResumeStorage } from './storage';
import { loadUploadSecret } from './upload-signature';

/** The configured resume storage: S3 when S3_BUCKET is set, else local disk with signed URLs. */
export function createStorage(config: Config): { storage: ResumeStorage; uploadSecret: string } {
  const uploadSecret = loadUploadSecret(config.storage.uploadSecret, config.storage.uploadSecretFile);
  const storage = config.storage.s3
    ? s3Storage(config.storage.s3, config.storage.urlTtlSeconds)
    : localStorage({ dir: config.storage.uploadDir, secret: uploadSecret, ttlSeconds: config.storage.urlTtlSeconds });
  return { storage, uploadSecret };
}
