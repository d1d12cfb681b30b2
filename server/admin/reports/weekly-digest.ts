/**
 * The weekly digest: to every admin and account manager who opted in, last week's figures (Monday
 * to Sunday, UTC) beside the week before's, with a link to each report for that week, through the
 * outbox in the branded layout.
 *
 * When: the server's timer (createDigestTimer) runs `sendWeeklyDigests` at start and at every
 * REPORT_DIGEST_WEEKDAY / REPORT_DIGEST_HOUR (Monday 07:00 server time unless set). Each run reports
 * on the last full week before the latest due moment, so a server that was down on Monday catches up
 * when it starts. Once: a `report_digests` row per person and week is inserted in the same
 * transaction as the mail, so a second run, or a second server instance, finds it and sends nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { consolePages } from '#contracts/admin/paths';
import { formatMoney } from '#contracts/admin/rates';
import { REPORT_NAMES, REPORT_TITLES } from '#contracts/admin/reports';
import type { Db } from '../../db/database';
import { oneLine } from '../../mail/compose';
import { type DigestFigure, weeklyDigestParts } from '../../mail/templates';
import { enqueueMail } from '../../repositories/outbox.repository';
import { reportFacts } from './report-facts';
import { reportSettings } from './report-settings';
import { type ActivityTally, placementsReport, weekOf } from './report-tables';

const DAY_MS = 86_400_000;
export type DigestSchedule = { weekday: number; hour: number };

/** The first due moment (weekday at hour:00, server time) after `now`. */
export function nextDigestAt(now: Date, schedule: DigestSchedule): Date {
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate(), schedule.hour, 0, 0, 0);
  due.setDate(due.getDate() + ((schedule.weekday - due.getDay() + 7) % 7));
  if (due.getTime() <= now.getTime()) due.setDate(due.getDate() + 7);
  return due;
}

/** The latest due moment at or before `now`. */
export function lastDigestAt(now: Date, schedule: DigestSchedule): Date {
  const due = nextDigestAt(now, schedule);
  due.setDate(due.getDate() - 7);
  return due;
}

/** The Monday (UTC, YYYY-MM-DD) of the last full week that ended at or before the latest due moment. */
export const digestWeek = (now: Date, schedule: DigestSchedule) => {
  const monday = weekOf(lastDigestAt(now, schedule).toISOString());
  return new Date(Date.parse(`${monday}T00:00:00.000Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
};

const dayOf = (monday: string, days: number) =>
  new Date(Date.parse(`${monday}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const readable = (day: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export type WeekFigures = {
  applications: number;
  screened: number;
  submitted: number;
  interviews: number;
  offers: number;
  placed: number;
  contractStarts: number;
  permanentStarts: number;
  /** USD a month of the contractors working that week. */
  runRate: number;
  /** USD of the permanent placements that started that week. */
  fees: number;
};

/** One week's figures, from the same facts (and rules) as the reports. */
export async function weekFigures(db: Db, monday: string): Promise<WeekFigures> {
  const facts = reportFacts(db);
  const range = { from: `${monday}T00:00:00.000Z`, to: `${dayOf(monday, 7)}T00:00:00.000Z` };
  const days = await facts.activity(range);
  const count = (of: (day: ActivityTally) => number) => days.reduce((sum, day) => sum + of(day), 0);
  const today = new Date().toISOString().slice(0, 10);
  const placements = placementsReport(range, await facts.placements(range, today), {
    hoursPerMonth: await reportSettings(db).hoursPerMonth(),
    today,
    currency: 'USD',
  });
  const [contract, permanent, , runRate, , fees] = placements.total?.values ?? [];
  return {
    applications: (await facts.applications(range)).length,
    screened: count((day) => day.screened),
    submitted: count((day) => day.submitted),
    interviews: count((day) => day.interviews),
    offers: count((day) => day.offers),
    placed: count((day) => day.placed),
    contractStarts: contract ?? 0,
    permanentStarts: permanent ?? 0,
    runRate: runRate ?? 0,
    fees: fees ?? 0,
  };
}

const LABELS: Record<keyof WeekFigures, string> = {
  applications: 'Applications',
  screened: 'Screened',
  submitted: 'Submitted to clients',
  interviews: 'Client interviews',
  offers: 'Offers',
  placed: 'Placed',
  contractStarts: 'Contract placements started',
  permanentStarts: 'Permanent placements started',
  runRate: 'Revenue run-rate a month (contractors working)',
  fees: 'Permanent fees',
};
const MONEY = new Set<keyof WeekFigures>(['runRate', 'fees']);

/** Each figure as the mail shows it: the week, the week before and the change. */
export function digestFigures(week: WeekFigures, before: WeekFigures): DigestFigure[] {
  return (Object.keys(LABELS) as (keyof WeekFigures)[]).map((key) => {
    const show = (value: number) => (MONEY.has(key) ? formatMoney(value, 'USD') : value.toLocaleString('en-US'));
    const difference = Math.round((week[key] - before[key]) * 100) / 100;
    const change = difference === 0 ? 'no change' : `${difference > 0 ? '+' : '−'}${show(Math.abs(difference))}`;
    return { label: LABELS[key], week: show(week[key]), before: show(before[key]), change };
  });
}

export type DigestDeps = {
  db: Db;
  /** PUBLIC_URL (server/mail/mail-origin.ts): the reports' links; without it they are named only. */
  origin: string | undefined;
  schedule: DigestSchedule;
  /** Called after mails were queued, so the outbox sends them soon. */
  wakeOutbox?: () => void;
};

/**
 * Queues the digest of the week due at `now` for everyone who opted in and has not had it. Returns
 * how many mails were queued.
 */
export async function sendWeeklyDigests(deps: DigestDeps, now: Date): Promise<number> {
  const { db } = deps;
  const monday = digestWeek(now, deps.schedule);
  const people = await db
    .selectFrom('staff_users')
    .leftJoin('report_digests', (join) =>
      join.onRef('report_digests.user_id', '=', 'staff_users.id').on('report_digests.week', '=', monday),
    )
    .select(['staff_users.id', 'staff_users.email', 'staff_users.name'])
    .where('staff_users.weekly_digest', '=', 1)
    .where('staff_users.disabled', '=', 0)
    .where('staff_users.role', 'in', ['admin', 'account_manager'])
    .where('report_digests.user_id', 'is', null)
    .execute();
  if (people.length === 0) return 0;

  const sunday = dayOf(monday, 6);
  const figures = digestFigures(await weekFigures(db, monday), await weekFigures(db, dayOf(monday, -7)));
  const weekLabel = `${readable(monday)} to ${readable(sunday)}`;
  const reports = REPORT_NAMES.map((name) => ({
    title: REPORT_TITLES[name],
    href: deps.origin
      ? `${deps.origin}${consolePages.home}/reports/${name}?range=custom&from=${monday}&to=${sunday}`
      : undefined,
  }));

  let queued = 0;
  for (const person of people) {
    const parts = weeklyDigestParts({ name: person.name, weekLabel, figures, reports, origin: deps.origin });
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('report_digests')
        .values({ user_id: person.id, week: monday, mail_id: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
        .executeTakeFirst();
      if (!claimed.numInsertedOrUpdatedRows) return;
      const mailId = await enqueueMail(trx, {
        kind: 'console',
        to: [person.email],
        subject: oneLine(parts.subject),
        html: parts.html,
        text: parts.text,
        dedupeKey: `weekly-digest:${person.id}:${monday}`,
      });
      await trx
        .updateTable('report_digests')
        .set({ mail_id: mailId ?? null })
        .where('user_id', '=', person.id)
        .where('week', '=', monday)
        .execute();
      queued += 1;
    });
  }
  if (queued > 0) deps.wakeOutbox?.();
  return queued;
}

/**
 * The server's digest timer: a run at start (catching up a missed week), then one at each due moment
 * (nextDigestAt), however long the server runs. Tests drive it with fake timers.
 */
export function createDigestTimer(options: {
  run: (now: Date) => Promise<number>;
  schedule: DigestSchedule;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  const tick = () => {
    running = options
      .run(new Date())
      .then((queued) => {
        if (queued > 0) options.log.info({ queued }, 'weekly digests queued');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'weekly digest failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const schedule = () => {
    if (stopped) return;
    const now = new Date();
    timer = setTimeout(
      () => {
        tick();
        schedule();
      },
      nextDigestAt(now, options.schedule).getTime() - now.getTime(),
    );
    timer.unref();
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type DigestTimer = ReturnType<typeof createDigestTimer>;
