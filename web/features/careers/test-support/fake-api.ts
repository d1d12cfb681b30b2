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
    countries: vi.fn<CareersApi['countries']>(async () => countries),
    states: vi.fn<CareersApi['states']>(async () => states),
    recruiters: vi.fn<CareersApi['recruiters']>(async () => recruiters),
    openings: vi.fn<CareersApi['openings']>(async () => []),
    opening: vi.fn<CareersApi['opening']>(async () => null),
    insertCandidate: vi.fn<CareersApi['insertCandidate']>(inserted('candidate')),
    insertAttachment: vi.fn<CareersApi['insertAttachment']>(inserted('attachment')),
    insertAttachmentInfo: vi.fn<CareersApi['insertAttachmentInfo']>(inserted('attachmentInfo')),
    requestUploadUrl: vi.fn<CareersApi['requestUploadUrl']>(async () => {
      if (fail.uploadUrl === 'no-url') return { signedUrl: '' };
      return error('uploadUrl') ?? { signedUrl: SIGNED_URL };
    }),
    uploadResume: vi.fn<CareersApi['uploadResume']>(async (_url, _file, _type, onProgress) => {
      onProgress?.(0.5);
      return error('upload') ?? (true as const);
    }),
    sendMail: vi.fn<CareersApi['sendMail']>(async () => {
      if (fail.mail === 'code-error') return { code: 'ERROR' as const, message: 'SMTP down' };
      return error('mail') ?? { code: 'OK' as const };
    }),
  };
  return api satisfies CareersApi;
}

export const networkError: ClientError = { code: 'ERROR', message: 'Connect error. Please try after sometime.' };
