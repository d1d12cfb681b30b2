/** A careers API in memory: records what was called, and fails the steps a test names. */
import { vi } from 'vitest';
import type { CareersApi } from '../api/careers-api';
import type { ClientError } from '../../../lib/http-client';
import type { Step } from '../application/submit-application';
import { countries, recruiters, states } from './fixtures';

export const SIGNED_URL = 'https://uploads.example/put/resume?signature=abc';

export function fakeCareersApi(fail: Partial<Record<Step, ClientError | 'no-url' | 'code-error'>> = {}) {
  const error = (step: Step): ClientError | null => {
    const value = fail[step];
    return typeof value === 'object' ? value : null;
  };
  const inserted = (step: Step) => async () => error(step) ?? ('Inserted' as const);
  const api = {
    countries: vi.fn(async () => countries),
    states: vi.fn(async () => states),
    recruiters: vi.fn(async () => recruiters),
    openings: vi.fn(async () => []),
    opening: vi.fn(async () => null),
    insertCandidate: vi.fn(inserted('candidate')),
    insertAttachment: vi.fn(inserted('attachment')),
    insertAttachmentInfo: vi.fn(inserted('attachmentInfo')),
    requestUploadUrl: vi.fn(async () => {
      if (fail.uploadUrl === 'no-url') return { signedUrl: '' };
      return error('uploadUrl') ?? { signedUrl: SIGNED_URL };
    }),
    uploadResume: vi.fn(async (_url: string, _file: Blob, _type: string, onProgress?: (f: number) => void) => {
      onProgress?.(0.5);
      return error('upload') ?? (true as const);
    }),
    sendMail: vi.fn(async () => {
      if (fail.mail === 'code-error') return { code: 'ERROR' as const, message: 'SMTP down' };
      return error('mail') ?? { code: 'OK' as const };
    }),
  };
  return api as typeof api & CareersApi;
}

export const networkError: ClientError = { code: 'ERROR', message: 'Connect error. Please try after sometime.' };
