/**
 * Client interviews (every staff member): schedule one on an application (the candidate and each
 * panel member get a mail and a calendar invite stating the same time in their own zone; the
 * application moves to Client interview), reschedule it (the invite sent again, same UID, SEQUENCE
 * one higher), cancel it (METHOD:CANCEL), and list them by day. Every change is in the application's
 * history and the audit log. A recruiter works the interviews of their own and shared requirements:
 * another's answers 404 and is left out of the lists.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UuidParams } from '#contracts/admin/common';
import {
  INTERVIEW_ROUND_LABELS,
  Interview,
  InterviewCancel,
  InterviewRequest,
  InterviewSchedule,
  InterviewsPage,
  InterviewsQuery,
} from '#contracts/admin/interviews';
import { ClientError } from '../../plugins/error-handler';
import { interviewsRepository, type InterviewRow } from '../../repositories/interviews.repository';
import { interviewMails, type InterviewSend } from '../../desk/interview-mails';
import { interviewView } from '../../desk/interview-view';
import { whenIn } from '../../desk/interview-facts';
import { zonedTimeToUtc } from '../mail/calendar-invite';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { requireRecordInScope, scopeOf } from '../resource/requirement-scope';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => new Date(Date.parse(dayStart(day)) + DAY_MS).toISOString();

export const interviewsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const repo = interviewsRepository(ctx.app.db);

  /** The interview, when its application is in the reader's requirement scope (requirement-scope.ts). */
  const load = async (request: FastifyRequest, id: string): Promise<InterviewRow> => {
    await requireRecordInScope(ctx.app.db, request, 'interview', id, 'No such interview.');
    const row = await repo.byId(id);
    if (!row) throw new ClientError(404, 'No such interview.');
    return row;
  };
  const answer = async (request: FastifyRequest, id: string) => interviewView(await load(request, id));

  /** What a send needs from the request, the application and the signed-in recruiter. */
  const sendOf = async (
    request: FastifyRequest,
    applicationId: string,
    schedule: InterviewSchedule,
    invite: { uid: string; sequence: number; action: InterviewSend['action']; reason?: string },
  ): Promise<InterviewSend> => {
    await requireRecordInScope(ctx.app.db, request, 'application', applicationId, 'No such application.');
    const application = await ctx.applications.byId(applicationId);
    if (!application) throw new ClientError(404, 'No such application.');
    const { user } = staffOf(request);
    return {
      ...invite,
      start: zonedTimeToUtc(schedule.date, schedule.time, schedule.timeZone),
      durationMinutes: schedule.durationMinutes,
      timeZone: schedule.timeZone,
      location: schedule.location,
      videoUrl: schedule.videoUrl,
      round: schedule.round,
      panel: schedule.panel,
      candidate: {
        name: application.name,
        email: application.email,
        timeZone: schedule.candidateTimeZone ?? schedule.timeZone,
      },
      jobTitle: application.title ?? 'the role',
      recruiter: { name: user.name, email: user.email },
      message: schedule.message ?? '',
    };
  };

  const stored = (applicationId: string, schedule: InterviewSchedule, send: InterviewSend) => ({
    application_id: applicationId,
    state: 'scheduled' as const,
    round: schedule.round,
    date: schedule.date,
    time: schedule.time,
    time_zone: schedule.timeZone,
    starts_at: send.start.toISOString(),
    duration_minutes: schedule.durationMinutes,
    location: schedule.location,
    video_url: schedule.videoUrl,
    panel: JSON.stringify(schedule.panel),
    candidate_time_zone: send.candidate.timeZone,
    uid: send.uid,
    sequence: send.sequence,
  });

  const record = (verb: string, send: InterviewSend) =>
    [
      `${verb} ${INTERVIEW_ROUND_LABELS[send.round].toLowerCase()} interview: ${whenIn(send.start, send.durationMinutes, send.timeZone)}`,
      `Place: ${[send.location, send.videoUrl].filter(Boolean).join(' · ')}`,
      `Panel: ${send.panel.map((member) => `${member.name} <${member.email}>`).join(', ')}`,
      `Invites (SEQUENCE ${send.sequence}) mailed to the candidate and ${send.panel.length} on the panel.`,
    ].join('\n');

  app.get('/interviews', consoleRoute(STAFF, { querystring: InterviewsQuery }, InterviewsPage), async (request) => {
    const { page, pageSize, from, to, state, applicationId } = request.query;
    const fromDay = from ?? (applicationId ? undefined : new Date().toISOString().slice(0, 10));
    const { items, total } = await repo.list({
      page,
      pageSize,
      ...(fromDay ? { fromAt: dayStart(fromDay) } : {}),
      ...(to ? { toAt: nextDay(to) } : {}),
      ...(state ? { state } : {}),
      ...(applicationId ? { applicationId } : {}),
      scope: scopeOf(request),
    });
    await ctx.audit(request, 'interviews.list', null, { from: fromDay ?? null, to: to ?? null, state: state ?? null });
    return { items: items.map(interviewView), total, page, pageSize };
  });

  app.get('/interviews/:id', consoleRoute(STAFF, { params: UuidParams }, Interview), async (request) => {
    const found = await answer(request, request.params.id);
    await ctx.audit(request, 'interview.view', { type: 'interview', id: found.id });
    return found;
  });

  app.post('/interviews', consoleRoute(STAFF, { body: InterviewRequest }, Interview, 201), async (request, reply) => {
    const { applicationId, ...schedule } = request.body;
    const send = await sendOf(request, applicationId, schedule, {
      uid: `${randomUUID()}@northwind.console`,
      sequence: 0,
      action: 'schedule',
    });
    const id = await repo.create(
      stored(applicationId, schedule, send),
      interviewMails(send),
      reviewerOf(request),
      record('Scheduled', send),
    );
    ctx.app.outboxWorker.wake();
    await ctx.audit(
      request,
      'interview.schedule',
      { type: 'interview', id },
      { application: applicationId, startsAt: send.start.toISOString(), panel: schedule.panel.length },
    );
    return reply.code(201).send(await answer(request, id));
  });

  app.put(
    '/interviews/:id',
    consoleRoute(STAFF, { params: UuidParams, body: InterviewSchedule }, Interview),
    async (request) => {
      const row = await load(request, request.params.id);
      if (row.state === 'cancelled') throw new ClientError(409, 'This interview is cancelled: schedule a new one.');
      const send = await sendOf(request, row.application_id, request.body, {
        uid: row.uid,
        sequence: row.sequence + 1,
        action: 'reschedule',
      });
      const { application_id: _same, ...values } = stored(row.application_id, request.body, send);
      await repo.change(row.id, values, interviewMails(send), reviewerOf(request), record('Rescheduled', send));
      ctx.app.outboxWorker.wake();
      await ctx.audit(
        request,
        'interview.reschedule',
        { type: 'interview', id: row.id },
        { from: row.starts_at, to: send.start.toISOString(), sequence: send.sequence },
      );
      return answer(request, row.id);
    },
  );

  app.post(
    '/interviews/:id/cancel',
    consoleRoute(STAFF, { params: UuidParams, body: InterviewCancel }, Interview),
    async (request) => {
      const row = await load(request, request.params.id);
      if (row.state === 'cancelled') throw new ClientError(409, 'This interview is already cancelled.');
      const current = interviewView(row);
      const schedule: InterviewSchedule = {
        date: current.date,
        time: current.time,
        timeZone: current.timeZone,
        durationMinutes: current.durationMinutes,
        location: current.location,
        videoUrl: current.videoUrl,
        round: current.round,
        panel: current.panel,
        candidateTimeZone: current.candidateTimeZone,
      };
      const reason = request.body.reason ?? '';
      const send = await sendOf(request, row.application_id, schedule, {
        uid: row.uid,
        sequence: row.sequence + 1,
        action: 'cancel',
        ...(reason ? { reason } : {}),
      });
      await repo.change(
        row.id,
        { state: 'cancelled', sequence: send.sequence },
        interviewMails(send),
        reviewerOf(request),
        record('Cancelled', send) + (reason ? `\nReason: ${reason}` : ''),
      );
      ctx.app.outboxWorker.wake();
      await ctx.audit(request, 'interview.cancel', { type: 'interview', id: row.id }, { sequence: send.sequence });
      return answer(request, row.id);
    },
  );
};
