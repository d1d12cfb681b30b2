/**
 * Resumes on local disk under DATA_DIR/uploads, uploaded through this server's signed PUT URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY, type ResumeStorage } from './storage';
import { signUpload } from './upload-signature';

export const UPLOAD_ROUTE = '/api/uploads';

export function localStorage(options: { dir: string; secret: string; ttlSeconds: number }): ResumeStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(options.dir, key);
  };
  return {
    kind: 'local',
    async uploadUrl(key, _type, origin) {
      const expires = Math.floor(Date.now() / 1000) + options.ttlSeconds;
      const signature = signUpload(options.secret, key, expires);
      return `${origin}${UPLOAD_ROUTE}/${key}?expires=${expires}&signature=${signature}`;
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
    async inspect(key) {
      try {
        const bytes = await fs.readFile(fileOf(key));
        return { size: bytes.length, head: bytes };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
