/**
 * The reports' settings: the hours a month a contract's run-rate assumes (one figure for the whole
 * console, in `console_settings`; admins change it), and each person's weekly digest opt-in.
 */
import { HOURS_PER_MONTH_DEFAULT } from '#contracts/admin/reports';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

const HOURS_KEY = 'hours_per_month';

export function reportSettings(db: Db) {
  return {
    async hoursPerMonth(): Promise<number> {
      const row = await db
        .selectFrom('console_settings')
        .select('value')
        .where('key', '=', HOURS_KEY)
        .executeTakeFirst();
      const hours = Number(row?.value);
      return Number.isInteger(hours) && hours > 0 ? hours : HOURS_PER_MONTH_DEFAULT;
    },

    async setHoursPerMonth(hours: number, by: string): Promise<void> {
      const at = nowIso();
      await db
        .insertInto('console_settings')
        .values({ key: HOURS_KEY, value: String(hours), updated_at: at, updated_by: by })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(hours), updated_at: at, updated_by: by }))
        .execute();
    },

    async weeklyDigest(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff_users')
        .select('weekly_digest')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(row?.weekly_digest ?? 0) === 1;
    },

    async setWeeklyDigest(userId: string, on: boolean): Promise<void> {
      await db
        .updateTable('staff_users')
        .set({ weekly_digest: on ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },
  };
}
export type ReportSettingsStore = ReturnType<typeof reportSettings>;
