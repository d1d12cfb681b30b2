/**
 * Resumes in S3 (or an S3-compatible store), uploaded by the browser through pre-signed PUT URLs.
 * The server checks each upload afterwards (size and bytes) before it counts as received.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_RESUME_BYTES } from './resume-type';
import type { ListedObject, ResumeStorage } from './storage';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export function s3Storage(options: S3Options, ttlSeconds: number): ResumeStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async uploadUrl(key, type) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: type }), {
        expiresIn: ttlSeconds,
      });
    },
    async put(key, bytes, type) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: type }));
    },
    async putStream(key, source, type) {
      // S3 needs the length before the body: the stream goes to a private temp file first, then up.
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nw-upload-'));
      const temporary = path.join(dir, 'resume');
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
        const { size } = await fs.stat(temporary);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(temporary),
            ContentLength: size,
            ContentType: type,
          }),
        );
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
    async inspect(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        if (size > MAX_RESUME_BYTES) return { size, head: Buffer.alloc(0) };
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
        return { size, head: bytes };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async rename(from, to) {
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(folder) {
      const objects: ListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) objects.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
  };
}
