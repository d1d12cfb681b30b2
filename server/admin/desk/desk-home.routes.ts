/**
 * The desk's part of Home (every staff member): today's client interviews, the day being the
 * reader's (the browser sends its zone), and contracts ending within the person's chosen days
 * (default 30) for redeployment, both kept to a recruiter's own and shared requirements; and that
 * setting. Reading is audited with Home's own entry; the setting's change is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeskToday, DeskTodayQuery } from '#contracts/admin/desk';
import { DeskSettings, ENDING_DAYS_DEFAULT } from '#contracts/admin/placements';
import { interviewsRepository } from '../../repositories/interviews.repository';
import { placementsRepository } from '../../repositories/placements.repository';
import { zonedTimeToUtc } from '../mail/calendar-invite';
import { interviewView } from '../../desk/interview-view';
import { placementView } from '../../desk/placement-view';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { type RequirementScope, scopeOf } from '../resource/requirement-scope';
import { todayUtc } from './placements.routes';

const DAY_MS = 86_400_000;

export const deskHomeRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const db = ctx.app.db;
  const interviews = interviewsRepository(db);
  const placements = placementsRepository(db);

  const endingDaysOf = async (userId: string) => {
    const row = await db
      .selectFrom('staff_console_state')
      .select('ending_days')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.ending_days ?? ENDING_DAYS_DEFAULT;
  };

  const today = async (
    userId: string,
    role: Parameters<typeof placementView>[1],
    zone: string,
    scope: RequirementScope,
  ): Promise<DeskToday> => {
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    const start = zonedTimeToUtc(day, '00:00', zone);
    const end = new Date(start.getTime() + DAY_MS);
    const endingDays = await endingDaysOf(userId);
    const utcToday = todayUtc();
    const [todays, ending] = await Promise.all([
      interviews.list({
        page: 1,
        pageSize: 50,
        fromAt: start.toISOString(),
        toAt: end.toISOString(),
        state: 'scheduled',
        scope,
      }),
      placements.list({ page: 1, pageSize: 50, endingWithin: endingDays }, utcToday, scope),
    ]);
    return {
      day,
      timeZone: zone,
      interviews: todays.items.map(interviewView),
      endingDays,
      ending: ending.items.map((row) => placementView(row, role, utcToday)),
    };
  };

  app.get('/desk/today', consoleRoute(STAFF, { querystring: DeskTodayQuery }, DeskToday), async (request) => {
    const { user } = staffOf(request);
    const result = await today(user.id, user.role, request.query.timeZone ?? 'UTC', scopeOf(request));
    await ctx.audit(request, 'desk.today');
    return result;
  });

  app.put('/desk/settings', consoleRoute(STAFF, { body: DeskSettings }, DeskToday), async (request) => {
    const { user } = staffOf(request);
    const endingDays = request.body.endingDays;
    await db
      .insertInto('staff_console_state')
      .values({ user_id: user.id, home_seen_at: null, ending_days: endingDays })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ending_days: endingDays }))
      .execute();
    await ctx.audit(request, 'desk.settings', null, { endingDays });
    return today(user.id, user.role, 'UTC', scopeOf(request));
  });
};
