/**
 * Confirmation mails to applicants and to clients who asked for talent: the only mails that leave the company for an address nobody has
 * verified. So they are throttled per recipient address and per client, and they carry no
 * visitor-written text except the first name (server/mail/compose.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { isoIn } from '../lib/clock';
import type { OutboxRepository, OutgoingMail } from '../repositories/outbox.repository';

export type ConfirmationLimits = { perAddress: number; perClient: number; windowMs: number };

export type ConfirmationDeps = {
  outbox: OutboxRepository;
  limits: ConfirmationLimits;
  log: FastifyBaseLogger;
};

const CONFIRMATION_KINDS: OutgoingMail['kind'][] = [
  'application-confirmation',
  'internship-confirmation',
  'client-request-confirmation',
];

export type ConfirmationOutcome = 'queued' | 'duplicate' | 'throttled';

/** Queues a confirmation unless its address or its client already had their share in the window. */
export async function queueConfirmation(
  deps: ConfirmationDeps,
  mail: OutgoingMail & { subjectEmail: string },
  clientKey: string | null,
): Promise<ConfirmationOutcome> {
  const since = isoIn(-deps.limits.windowMs);
  const toAddress = await deps.outbox.countRecent(CONFIRMATION_KINDS, since, { subjectEmail: mail.subjectEmail });
  const fromClient = clientKey ? await deps.outbox.countRecent(CONFIRMATION_KINDS, since, { clientKey }) : 0;
  if (toAddress >= deps.limits.perAddress || (clientKey && fromClient >= deps.limits.perClient)) {
    // The application itself is kept; only the mail to the outside is skipped. No address in the log.
    deps.log.warn({ kind: mail.kind, toAddress, fromClient }, 'confirmation mail throttled');
    return 'throttled';
  }
  return (await deps.outbox.enqueue({ ...mail, clientKey: clientKey ?? undefined })) ? 'queued' : 'duplicate';
}
