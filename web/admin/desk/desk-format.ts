/** How the desk's screens write money, zones, times and states. */
import { formatMoney, formatPercent, type Currency, type RateUnit } from '#contracts/admin/rates';
import { zoneLabel } from '#contracts/admin/time-zones';
import { SUBMITTAL_STATE_LABELS, type SubmittalState } from '#contracts/admin/submittals';

export { formatMoney, formatPercent };

/** "USD 95.00/h", or "—" when the amount is not shown to this person. */
export const money = (amount: number | null, currency: Currency, unit?: RateUnit) =>
  amount === null ? '—' : formatMoney(amount, currency, unit);

/** The viewer's own zone. */
export const myZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Wed 2 Dec, 09:00–10:00 US Central (CST)" for an interview's start and length in `zone`. */
export function whenIn(startsAt: string, minutes: number, zone: string): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' });
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day.format(start).replace(',', '')}, ${clock.format(start)}–${clock.format(end)} ${zoneLabel(zone, start)}`;
}

export const submittalStateLabel = (state: SubmittalState) => SUBMITTAL_STATE_LABELS[state];

/** Words of a title worth searching new requirements by ("Senior Java Engineer" → "Java Engineer"). */
export const redeploySearch = (title: string) =>
  title
    .replace(/\b(senior|junior|lead|principal|staff|sr\.?|jr\.?|mid|level\s*\w+)\b/gi, ' ')
    .replace(/[()[\],]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 2)
    .join(' ');
