/** A desk record's state as a badge: the word carries the meaning, the colour only helps. */
const TONES: Record<string, string> = {
  submitted: 'secondary',
  interview_requested: 'info',
  offer: 'success',
  rejected: 'danger',
  scheduled: 'primary',
  cancelled: 'dark',
  contract: 'primary',
  permanent: 'secondary',
  ending: 'warning',
};

export function DeskStateBadge({ state, label }: { state: string; label: string }) {
  return <span className={`badge text-bg-${TONES[state] ?? 'secondary'}`}>{label}</span>;
}
