/**
 * An audit entry's detail as a person reads it. The server stores what an action carried as JSON
 * (`{"from":"new","to":"screening"}`); the log shows it as `from: new · to: screening`, keys in words
 * (`reqId` → `req id`), lists joined by commas. Anything that is not a JSON object stays as stored.
 */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export function describeDetail(detail: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return detail;
  const entries = Object.entries(parsed);
  if (entries.length === 0) return detail;
  return entries.map(([key, value]) => `${words(key)}: ${valueText(value)}`).join(' · ');
}
