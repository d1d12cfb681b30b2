/** '3 days in stage' / 'today': how long a card has waited where it is. */
export function daysInStage(since: string, now: number = Date.now()): string {
  const days = Math.floor((now - new Date(since).getTime()) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return 'since today';
  return days === 1 ? '1 day in stage' : `${days} days in stage`;
}
