/**
 * Where resumes are kept. Keys are always made by the server (`<folder>/<uuid>.<ext>`), never taken
 * from a client's file name.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ResumeType } from '#contracts/api/files';
import { EXTENSION_OF } from './resume-type';

export type StorageFolder = 'resumes' | 'internships';

export const STORAGE_KEY = /^(resumes|internships)\/[0-9a-f-]{36}\.(pdf|docx?)$/;

export const STORAGE_FOLDERS: StorageFolder[] = ['resumes', 'internships'];

export const newStorageKey = (folder: StorageFolder, type: ResumeType) =>
  `${folder}/${randomUUID()}.${EXTENSION_OF[type]}`;

/** The same key with the extension of the type the file's bytes show. */
export const keyForType = (key: string, type: ResumeType) => key.replace(/\.(pdf|docx?)$/, `.${EXTENSION_OF[type]}`);

/** The same upload under each extension it may end up with. */
export const keysOfUpload = (key: string) =>
  ['pdf', 'doc', 'docx'].map((ext) => key.replace(/\.(pdf|docx?)$/, `.${ext}`));

/** A stored object: its key and when it was last written. */
export type ListedObject = { key: string; modifiedAt: Date };

/** An uploaded object's size and bytes (all of them when within the size limit), to check an upload the server did not receive itself (S3). */
export type StoredObject = { size: number; head: Buffer };

export interface ResumeStorage {
  readonly kind: 'local' | 's3';
  /** A URL the browser PUTs the file to, valid for a limited time. */
  uploadUrl(key: string, type: ResumeType, origin: string): Promise<string>;
  put(key: string, bytes: Buffer, type: ResumeType): Promise<void>;
  /** Writes a stream under `key` as it arrives (never whole in memory); a failed stream leaves nothing. */
  putStream(key: string, source: Readable, type: ResumeType): Promise<void>;
  /** Size and bytes of an object, or undefined when it is not there (yet). */
  inspect(key: string): Promise<StoredObject | undefined>;
  /** Moves an object to another key (to give it the extension its bytes show). */
  rename(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every object in a folder (files in progress included), for the orphan sweep. */
  list(folder: StorageFolder): Promise<ListedObject[]>;
}
