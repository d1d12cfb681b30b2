/** The application's one request in memory: records what was sent, answers what a test says. */
import { vi } from 'vitest';
import type { ClientError } from '../../../lib/http-client';
import type { ApplicationSender } from '../application/submit-application';

export type SentApplication = { fields: Record<string, string>; resume: File | null; key: string };

/** A sender answering `answers` in turn (then success), with the reference derived from the key. */
export function fakeSender(...answers: ClientError[]) {
  const sent: SentApplication[] = [];
  const send = vi.fn<ApplicationSender>(async (body, key, onProgress) => {
    const fields: Record<string, string> = {};
    let resume: File | null = null;
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else resume = value;
    }
    sent.push({ fields, resume, key });
    onProgress?.(0.5);
    const failure = answers.shift();
    if (failure) return failure;
    return { reference: `APP-${key.replace(/-/g, '').slice(0, 8).toUpperCase()}` };
  });
  return { send, sent };
}

export const networkError: ClientError = { code: 'ERROR', message: 'Connect error. Please try after sometime.' };
