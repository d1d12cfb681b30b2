/**
 * Resumes on local disk under DATA_DIR/uploads, uploaded through this server's signed PUT URL.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { STORAGE_KEY, type ListedObject, type ResumeStorage } from './storage';
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
      // A temp file of its own for every write: parallel PUTs to one URL never share one, and the
      // rename makes the file one whole upload (the last to finish wins).
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o600 });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, source) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async inspect(key) {
      try {
        const bytes = await fs.readFile(fileOf(key));
        return { size: bytes.length, head: bytes };
      } catch {
        return undefined;
      }
    },
    async rename(from, to) {
      await fs.rename(fileOf(from), fileOf(to));
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(folder) {
      const dir = path.join(options.dir, folder);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return [];
        throw error;
      }
      const objects: ListedObject[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
        const key = `${folder}/${name}`;
        // Only finished files (a write in progress is a `.tmp` file beside them).
        if (stat?.isFile() && STORAGE_KEY.test(key)) objects.push({ key, modifiedAt: stat.mtime });
      }
      return objects;
    },
  };
}
