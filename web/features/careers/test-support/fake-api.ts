/** An application API in memory: records what was called, and fails the steps a test names. */
import { vi } from 'vitest';
import type { ApplicationApi } from '../api/application-api';
import type { ClientError } from '../../../lib/http-client';
import type { Step } from '../application/submit-application';

export const SIGNED_URL = 'https://uploads.example/put/resume?signature=abc';

export function fakeApplicationApi(fail: Partial<Record<Step, ClientError | 'no-url' | 'code-error'>> = {}) {
  const error = (step: Step): ClientError | null => {
    const value = fail[step];
    return typeof value === 'object' ? value : null;
  };
  const inserted = (step: Step) => async () => error(step) ?? ('Inserted' as const);
  const api = {
    insertCandidate: vi.fn<ApplicationApi['insertCandidate']>(inserted('candidate')),
    insertAttachment: vi.fn<ApplicationApi['insertAttachment']>(inserted('attachment')),
    insertAttachmentInfo: vi.fn<ApplicationApi['insertAttachmentInfo']>(inserted('attachmentInfo')),
    requestUploadUrl: vi.fn<ApplicationApi['requestUploadUrl']>(async () => {
      if (fail.uploadUrl === 'no-url') return { signedUrl: '' };
      return error('uploadUrl') ?? { signedUrl: SIGNED_URL };
    }),
    uploadResume: vi.fn<ApplicationApi['uploadResume']>(async (_url, _file, _type, onProgress) => {
      onProgress?.(0.5);
      return error('upload') ?? (true as const);
    }),
    sendMail: vi.fn<ApplicationApi['sendMail']>(async () => {
      if (fail.mail === 'code-error') return { code: 'ERROR' as const, message: 'SMTP down' };
      return error('mail') ?? { code: 'OK' as const };
    }),
  };
  return api satisfies ApplicationApi;
}

export const networkError: ClientError = { code: 'ERROR', message: 'Connect error. Please try after sometime.' };
