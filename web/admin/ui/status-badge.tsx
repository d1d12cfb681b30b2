import { humanize } from './format';

const TONES: Record<string, string> = {
  published: 'success',
  sent: 'success',
  failed: 'danger',
  pending: 'secondary',
  active: 'success',
  placed: 'success',
  joined: 'success',
  interview: 'info',
  handled: 'secondary',
  converted: 'success',
  offer: 'info',
  client_interview: 'info',
  submitted: 'info',
  screening: 'primary',
  new: 'primary',
  draft: 'secondary',
  invited: 'secondary',
  closed: 'dark',
  rejected: 'danger',
  withdrawn: 'dark',
  disabled: 'danger',
  incomplete: 'warning',
  scheduled: 'warning',
  cancelled: 'dark',
};

/**
 * A record's state as a coloured badge; the word itself carries the meaning, not the colour. `label`
 * words it otherwise (an application "Rejected by the client").
 */
export function StatusBadge({ status, label }: { status: string; label?: string | undefined }) {
  const tone = TONES[status.toLowerCase()] ?? 'secondary';
  return <span className={`badge text-bg-${tone}`}>{label ?? humanize(status)}</span>;
}
