/**
 * The console's home (admins and recruiters): what needs the signed-in person's attention (new
 * applications nobody has acted on yet, not every arrival), marking it seen (how many of those came
 * since is then counted from that moment), and their "untouched after" days.
 * Each is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_STATUSES, type ApplicationStatus, PIPELINE_STAGES } from '#contracts/admin/applications';
import { Home, HomeSettings, STALE_DAYS_DEFAULT } from '#contracts/admin/home';
import { isoIn, nowIso } from '../../lib/clock';
import { consoleHomeRepository } from '../../repositories/console-home.repository';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { type RequirementScope, scopeOf } from '../resource/requirement-scope';
import { consoleRoute } from '../resource/console-route';

const DAY_MS = 86_400_000;
const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

export const homeRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const repo = consoleHomeRepository(ctx.app.db);

  /** A recruiter's counts cover their own and shared requirements (requirement-scope.ts). */
  const home = async (userId: string, scope: RequirementScope): Promise<Home> => {
    const { since, staleDays } = await repo.state(userId, STALE_DAYS_DEFAULT);
    const cutoff = isoIn(-staleDays * DAY_MS);
    const [fresh, untouched, waiting] = await Promise.all([
      repo.untouchedAt(PIPELINE_STAGES[0], since, scope),
      repo.untouchedByOpening(cutoff, scope),
      repo.waiting(),
    ]);
    const stale = untouched.flatMap((row) => (isStatus(row.status) ? [{ ...row, status: row.status }] : []));
    return {
      since,
      staleDays,
      newApplications: {
        total: fresh.reduce((sum, row) => sum + row.count, 0),
        arrivedSince: fresh.reduce((sum, row) => sum + row.arrivedSince, 0),
        byOpening: fresh.map(({ reqId, title, count }) => ({ reqId, title, count })),
      },
      untouched: { total: stale.reduce((sum, row) => sum + row.count, 0), byOpening: stale },
      internshipsWaiting: waiting.internships,
      messagesWaiting: waiting.messages,
    };
  };

  app.get('/home', consoleRoute(STAFF, {}, Home), async (request) => {
    const result = await home(staffOf(request).user.id, scopeOf(request));
    await ctx.audit(request, 'home.view');
    return result;
  });

  app.post('/home/seen', consoleRoute(STAFF, {}, Home), async (request) => {
    const userId = staffOf(request).user.id;
    await repo.save(userId, { home_seen_at: nowIso() }, STALE_DAYS_DEFAULT);
    await ctx.audit(request, 'home.seen');
    return home(userId, scopeOf(request));
  });

  app.put('/home/settings', consoleRoute(STAFF, { body: HomeSettings }, Home), async (request) => {
    const userId = staffOf(request).user.id;
    await repo.save(userId, { stale_days: request.body.staleDays }, STALE_DAYS_DEFAULT);
    await ctx.audit(request, 'home.settings', null, { staleDays: request.body.staleDays });
    return home(userId, scopeOf(request));
  });
};
