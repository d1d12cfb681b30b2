/**
 * Candidate profiles in the console: staff view a person with every application, note and mail, and
 * the profiles flagged as possibly the same person; admins merge two profiles, undo a merge and
 * dismiss a flag. Every one of them is in the audit log (by profile id, never a name or an address).
 * Applications written without a profile (older code paths, imports) are attached first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CandidateProfile, DuplicatesList, type ProfileEvent, candidatesResource } from '#contracts/admin/candidates';
import { UuidParams } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import { ADMIN, STAFF } from '../access';
import { type ConsoleContext, reviewerOf } from '../context';
import { toHistory, toSentMail } from '../history';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';
import { openingOf, stageOf } from '../applications/application-fields';

export const candidatesRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const people = ctx.people;

  const profile = async (id: string): Promise<CandidateProfile | undefined> => {
    await people.attachUnassigned();
    const person = await people.person(id);
    if (!person) return undefined;
    const applications = await people.applications(id);
    const ids = applications.map((row) => row.uuid);
    const emails = [...new Set([person.email, ...applications.map((row) => row.email)])];
    const [rating, events, mails, duplicates, merges] = await Promise.all([
      ctx.ratings.summaries(ids),
      people.events(ids),
      people.mailsAbout(emails),
      person.merged_into ? Promise.resolve([]) : people.duplicatesOf(id),
      people.mergesInto(id),
    ]);
    const byId = new Map(applications.map((row) => [row.uuid, row]));
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      applications: applications.length,
      createdAt: person.created_at,
      emails,
      phones: [...new Set([person.phone, ...applications.map((row) => row.phone)])],
      applicationsList: applications.map((row) => ({
        id: row.uuid,
        name: row.name,
        email: row.email,
        phone: row.phone,
        opening: openingOf(row),
        status: stageOf(row),
        createdAt: row.created_at,
        rating: rating(row.uuid),
      })),
      timeline: events.map((event): ProfileEvent => ({
        ...toHistory(event),
        applicationId: event.subject_id,
        openingTitle: byId.get(event.subject_id)?.title ?? null,
      })),
      mails: mails.map(toSentMail()),
      duplicates,
      merges: merges.map((merge, index) => ({
        id: merge.id,
        merged: { id: merge.merged_id, name: merge.merged_name, email: merge.merged_email },
        applications: (JSON.parse(merge.application_ids) as string[]).length,
        by: { id: merge.by_id, name: merge.by_name },
        at: merge.at,
        undoable: index === 0 && !person.merged_into,
      })),
      mergedInto: person.merged_into,
    };
  };
  const loadProfile = async (id: string) => {
    const found = await profile(id);
    if (!found) throw new ClientError(404, candidatesResource.missing);
    return found;
  };

  serveResource(app, ctx, candidatesResource, {
    record: profile,
    actions: {
      merge: async ({ request, id, body: { other, keepName, keepEmail } }) => {
        const result = await people.merge(id, other, { name: keepName, email: keepEmail }, reviewerOf(request));
        if (result === 'same') throw new ClientError(400, 'other: choose another candidate to merge', 'other');
        if (result === 'missing') throw new ClientError(404, 'No such candidate (or it was merged already).');
        return {
          audit: { merged: other, merge: result.mergeId, applications: result.applications, keepName, keepEmail },
        };
      },
      'dismiss-duplicate': async ({ request, id, body: { other } }) => {
        if (!(await people.dismiss(id, other, reviewerOf(request)))) {
          throw new ClientError(404, 'No such pair of candidates.');
        }
        return { audit: { other } };
      },
    },
  });

  app.get('/candidates/duplicates', consoleRoute(STAFF, {}, DuplicatesList), async (request) => {
    await people.attachUnassigned();
    const items = await people.duplicates();
    await ctx.audit(request, 'candidates.duplicates');
    return { items };
  });

  app.post(
    '/candidate-merges/:id/undo',
    consoleRoute(ADMIN, { params: UuidParams }, CandidateProfile),
    async (request) => {
      const result = await people.undoMerge(request.params.id, reviewerOf(request));
      if (result === 'missing') throw new ClientError(404, 'No such merge (or it was undone already).');
      if (result === 'blocked') {
        throw new ClientError(409, 'A later merge into this candidate must be undone first.');
      }
      await ctx.audit(
        request,
        'candidate.merge-undo',
        { type: 'candidate', id: result.keptId },
        { merge: request.params.id, restored: result.mergedId, applications: result.applications },
      );
      return loadProfile(result.keptId);
    },
  );
};
