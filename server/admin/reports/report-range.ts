/** The moments a report's range covers: [from, to), ISO-8601 UTC, from the query and the clock. */
import type { ReportRange } from '#contracts/admin/reports';

const DAY_MS = 86_400_000;
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export function reportRange(range: ReportRange, now: number, custom: { from?: string; to?: string } = {}) {
  const end = new Date(now + 1).toISOString();
  switch (range) {
    case 'week': {
      const today = startOfDay(now);
      const back = (new Date(today).getUTCDay() + 6) % 7; // Monday starts the week
      return { from: new Date(today - back * DAY_MS).toISOString(), to: end };
    }
    case '30d':
      return { from: new Date(now - 30 * DAY_MS).toISOString(), to: end };
    case 'quarter': {
      const date = new Date(now);
      const month = Math.floor(date.getUTCMonth() / 3) * 3;
      return { from: new Date(Date.UTC(date.getUTCFullYear(), month, 1)).toISOString(), to: end };
    }
    case 'custom': {
      const from = `${custom.from}T00:00:00.000Z`;
      const to = new Date(Date.parse(`${custom.to}T00:00:00.000Z`) + DAY_MS).toISOString();
      return { from, to };
    }
  }
}
