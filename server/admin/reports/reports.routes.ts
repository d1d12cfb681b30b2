/**
 * GET /reports/:report — the desk's reports (contracts/admin/reports.ts). Admins and account managers
 * read everyone's figures; a recruiter reads their own (the `recruiter` filter is set to them) on
 * their own and shared requirements (another's unshared requirement answers 404).
 * `/reports/:report/csv` answers the same table as a file. Each read is audited.
 *
 * Money (the placements report's run-rate, margin and fees) is for RATE_VIEWERS: anyone else gets
 * the report's counts without its money columns, and is refused (403) when they ask for a currency.
 * /report-filters names what the filters offer: the desk's people and the sources applications came from.
 * /report-settings holds the hours a month behind the run-rate (admins change it) and each desk
 * member's weekly digest opt-in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DigestSetting,
  HoursSetting,
  Report,
  type ReportName,
  ReportFilterOptions,
  ReportParams,
  ReportQuery,
  ReportSettings,
} from '#contracts/admin/reports';
import { seesRates } from '#contracts/admin/rates';
import type { z } from '#contracts/zod';
import { ClientError } from '../../plugins/error-handler';
import { ADMIN, DESK, STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { requireRecordInScope, scopeOf } from '../resource/requirement-scope';
import { staffRepository } from '../../repositories/staff.repository';
import { reportCsv } from './report-csv';
import { reportFacts } from './report-facts';
import { reportRange } from './report-range';
import { reportSettings } from './report-settings';
import { activityReport, funnelTable, placementsReport, ratiosTable, sourcesTable, timeReport } from './report-tables';

/** The sources the filter suggests: the most frequent ones (any other can still be typed). */
const MAX_SOURCES = 50;

export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const facts = reportFacts(ctx.app.db);
  const settings = reportSettings(ctx.app.db);

  /** The report `name` for the request's range and filters (a recruiter's narrowed to their own moves). */
  const build = async (request: FastifyRequest, name: ReportName, query: z.output<typeof ReportQuery>) => {
    const staff = staffOf(request).user;
    // A recruiter's figures are their own, on their own and shared requirements; another's unshared
    // requirement is missing to them (requirement-scope.ts).
    const scope = scopeOf(request);
    if (scope && query.reqId !== undefined) {
      await requireRecordInScope(ctx.app.db, request, 'opening', query.reqId, 'No such opening.');
    }
    const now = Date.now();
    const range = reportRange(query.range, now, query);
    const filters = {
      ...range,
      reqId: query.reqId,
      client: query.client,
      country: query.country,
      source: query.source,
      recruiter: scope ? scope.ownerId : query.recruiter,
      ...(scope ? { scope } : {}),
    };
    switch (name) {
      case 'funnel':
        return funnelTable(range, await facts.requirementsReached(filters));
      case 'ratios':
        return ratiosTable(range, await facts.submittedReached(filters));
      case 'sources':
        return sourcesTable(range, await facts.sourcesReached(filters));
      case 'activity':
        return activityReport(range, await facts.activity(filters));
      case 'time': {
        // Independent reads, at once (on PostgreSQL each on its own connection).
        const [firsts, published, steps] = await Promise.all([
          facts.requirementFirsts(filters),
          facts.openOpenings(filters),
          facts.stepTimes(filters, ctx.app.dialect),
        ]);
        const reqIds = firsts.map((first) => first.reqId);
        const seen = new Set(reqIds);
        const open = published.filter((opening) => !seen.has(opening.reqId));
        const openings = [...(await facts.openings(reqIds)), ...open];
        return timeReport(range, firsts, openings, query.openDays, new Date(now).toISOString(), steps);
      }
      case 'placements': {
        const money = seesRates(staff.role);
        if (!money && query.currency) {
          throw new ClientError(403, 'Rates, margins and fees are shown to admins and account managers only.');
        }
        const today = new Date(now).toISOString().slice(0, 10);
        return placementsReport(range, await facts.placements(filters, today), {
          hoursPerMonth: await settings.hoursPerMonth(),
          today,
          currency: money ? (query.currency ?? 'USD') : null,
        });
      }
    }
  };

  const settingsOf = async (request: FastifyRequest): Promise<ReportSettings> => {
    const { user } = staffOf(request);
    return {
      hoursPerMonth: await settings.hoursPerMonth(),
      weeklyDigest: await settings.weeklyDigest(user.id),
      canEditHours: user.role === 'admin',
    };
  };

  app.get('/report-filters', consoleRoute(STAFF, {}, ReportFilterOptions), async (request) => {
    const [recruiters, sources] = await Promise.all([
      // A recruiter's figures are their own: the filter is not theirs to set.
      scopeOf(request) ? [] : staffRepository(ctx.app.db).activeNames(),
      facts.sourceLabels(MAX_SOURCES),
    ]);
    return { recruiters, sources };
  });

  app.get('/report-settings', consoleRoute(DESK, {}, ReportSettings), async (request) => settingsOf(request));

  app.put('/report-settings', consoleRoute(ADMIN, { body: HoursSetting }, ReportSettings), async (request) => {
    await settings.setHoursPerMonth(request.body.hoursPerMonth, staffOf(request).user.id);
    await ctx.audit(request, 'reports.settings', null, { hoursPerMonth: request.body.hoursPerMonth });
    return settingsOf(request);
  });

  app.put('/report-settings/digest', consoleRoute(DESK, { body: DigestSetting }, ReportSettings), async (request) => {
    await settings.setWeeklyDigest(staffOf(request).user.id, request.body.weeklyDigest);
    await ctx.audit(request, 'reports.digest', null, { weeklyDigest: request.body.weeklyDigest });
    return settingsOf(request);
  });

  app.get(
    '/reports/:report',
    consoleRoute(STAFF, { params: ReportParams, querystring: ReportQuery }, Report),
    async (request) => {
      const report = await build(request, request.params.report, request.query);
      await ctx.audit(request, 'report.view', null, { report: report.report, range: request.query.range });
      return report;
    },
  );

  app.get(
    '/reports/:report/csv',
    consoleRoute(STAFF, { params: ReportParams, querystring: ReportQuery }, null),
    async (request, reply) => {
      const report = await build(request, request.params.report, request.query);
      await ctx.audit(request, 'report.export', null, { report: report.report, range: request.query.range });
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${report.report}-${report.from.slice(0, 10)}.csv"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(reportCsv(report));
    },
  );
};
