import { humanize } from './format';

const TONES: Record<string, string> = {
  published: 'success',
  sent: 'success',
  failed: 'danger',
  pending: 'secondary',
  active: 'success',
  hired: 'success',
  handled: 'secondary',
  offer: 'info',
  interview: 'info',
  screening: 'primary',
  new: 'primary',
  draft: 'secondary',
  invited: 'secondary',
  closed: 'dark',
  rejected: 'danger',
  withdrawn: 'dark',
  disabled: 'danger',
  incomplete: 'warning',
};

/** A record's state as a coloured badge; the word itself carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[status.toLowerCase()] ?? 'secondary';
  return <span className={`badge text-bg-${tone}`}>{humanize(status)}</span>;
}
