/**
 * The staffing API (docs/product.md §8) under /api/staffing. Bodies are checked by the contracts'
 * schemas; records are keyed by the client's UUIDs so retries are harmless.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobIdParams, Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import {
  type OpeningsSearch,
  OpeningsSearchParams,
  OpeningsSearchResult,
  normalizeOpeningsSearch,
} from '#contracts/api/staffing/openings-search';
import { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import {
  AttachmentInfo,
  AttachmentRecord,
  CandidateRecord,
  INSERTED,
  UploadRequest,
  UploadResponse,
} from '#contracts/api/staffing/applications';
import { ApiError } from '#contracts/api/api-error';
import { type Encoding, encodedJsonCache, pickEncoding } from '../lib/encoded-json-cache';
import { keyedJsonCache } from '../lib/keyed-json-cache';
import { ClientError } from '../plugins/error-handler';
import type { InsertOutcome } from '../repositories/applications.repository';
import { newStorageKey } from '../storage/storage';
import { clientKey } from '../lib/client-key';
import { nowIso } from '../lib/clock';
import { isOpen } from '../repositories/job-applications.repository';
import { APPLICATION_LABELS, CURRENT_SALARY_REFUSED, asksCurrentSalary } from '#contracts/forms/application-form';
import { requiredMessage } from '#contracts/field-messages';

const Inserted = z.literal(INSERTED).describe("Plain text 'Inserted'");
const insertedResponses = { 200: Inserted, 400: ApiError, 409: ApiError, 413: ApiError, 429: ApiError };
const JSON_BODY_LIMIT = 64 * 1024;
/** How long the list of openings is served from memory; an operator's import shows within this time. */
export const OPENINGS_LIST_TTL_MS = 5_000;
/** How many distinct board queries (and jobs) are kept answered in memory. */
const CACHED_QUERIES = 2_000;

/** Sends a body that is already checked against the route's schema and serialized, in `encoding`. */
const sendEncoded = (reply: FastifyReply, encoding: Encoding, body: Buffer) => {
  reply.header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
};

const answer = (outcome: InsertOutcome, what: string): typeof INSERTED => {
  if (outcome === 'conflict') throw new ClientError(409, `A different ${what} with this id already exists.`);
  return INSERTED;
};

export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reference, openings, applications } = app.repos;

  app.get('/get/country', { schema: { tags: ['staffing'], response: { 200: z.array(Country) } } }, () =>
    reference.countries(),
  );
  app.get('/get/state', { schema: { tags: ['staffing'], response: { 200: z.array(State) } } }, () =>
    reference.states(),
  );
  app.get('/get/applicationuser', { schema: { tags: ['staffing'], response: { 200: z.array(Recruiter) } } }, () =>
    reference.recruiters(),
  );
  // The whole list (10,000 openings are ~3 MB of JSON) is checked, serialized and compressed once per
  // OPENINGS_LIST_TTL_MS instead of once per request (docs/PERFORMANCE.md).
  const Openings = z.array(Opening);
  const openingsList = encodedJsonCache(async () => Openings.parse(await openings.list()), {
    ttlMs: OPENINGS_LIST_TTL_MS,
  });
  const pages = keyedJsonCache(
    async (search: OpeningsSearch) => OpeningsSearchResult.parse(await openings.search(search)),
    { ttlMs: OPENINGS_LIST_TTL_MS, maxEntries: CACHED_QUERIES },
  );
  const jobs = keyedJsonCache(
    async (jobId: number) => {
      const opening = await openings.byReqId(jobId);
      return opening ? [OpeningDetail.parse(opening)] : [];
    },
    { ttlMs: OPENINGS_LIST_TTL_MS, maxEntries: CACHED_QUERIES },
  );
  const similar = keyedJsonCache(
    async (jobId: number) => Openings.parse(await openings.similar(jobId, new Date().toISOString().slice(0, 10))),
    { ttlMs: 60_000, maxEntries: CACHED_QUERIES },
  );
  app.openingsChanged.subscribe(() => {
    similar.invalidate();
    openingsList.invalidate();
    pages.invalidate();
    jobs.invalidate();
  });

  app.get(
    '/openings',
    {
      schema: {
        tags: ['staffing'],
        description:
          'One page of the openings board: searched (each word a word prefix of title, location, type or work mode), filtered, sorted and paged on the server, with the total and the counts per country, type and work mode. Beyond the original staffing API; /get/requirement still answers the whole list.',
        querystring: OpeningsSearchParams,
        response: { 200: OpeningsSearchResult, 400: ApiError },
      },
    },
    async (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = await pages.get(normalizeOpeningsSearch(request.query), encoding);
      return sendEncoded(reply as FastifyReply, encoding, body);
    },
  );
  app.get(
    '/openings/:jobId/similar',
    {
      schema: {
        tags: ['staffing'],
        description:
          'Up to four open openings like this one (title words, then country and position type); an empty array for an unknown job.',
        params: JobIdParams,
        response: { 200: z.array(Opening), 400: ApiError },
      },
    },
    async (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      return sendEncoded(reply as FastifyReply, encoding, await similar.get(request.params.jobId, encoding));
    },
  );
  app.get(
    '/get/requirement',
    { schema: { tags: ['staffing'], response: { 200: Openings } } },
    async (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      return sendEncoded(reply as FastifyReply, encoding, await openingsList.get(encoding));
    },
  );
  app.get(
    '/get/RequirementID/:jobId',
    {
      schema: {
        tags: ['staffing'],
        description: 'The opening with this REQ_ID as the first item of an array; an empty array when there is none.',
        params: JobIdParams,
        response: { 200: z.array(OpeningDetail) },
      },
    },
    async (request, reply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      return sendEncoded(reply as FastifyReply, encoding, await jobs.get(request.params.jobId, encoding));
    },
  );

  const textPlain = { 'content-type': 'text/plain; charset=utf-8' };

  app.post(
    '/post/candidateData',
    { bodyLimit: JSON_BODY_LIMIT, schema: { tags: ['staffing'], body: CandidateRecord, response: insertedResponses } },
    async (request, reply) => {
      const record = request.body;
      const opening = await app.repos.jobApplications.openingStatus(record.REQUIREMENT_UUID);
      if (!opening) throw new ClientError(400, 'REQUIREMENT_UUID: no such opening', 'REQUIREMENT_UUID');
      // Draft, closed and expired openings take no applications (a retry of a stored one still answers).
      if (
        !isOpen(opening, nowIso().slice(0, 10)) &&
        !(await applications.candidateExists(record.EXTERNALCANDIDATE_UUID))
      ) {
        throw new ClientError(
          409,
          'REQUIREMENT_UUID: this opening is no longer taking applications.',
          'REQUIREMENT_UUID',
        );
      }
      // The form's rule by the opening's country: no pay history asked in the USA, required elsewhere.
      const salary = record.CND_CRNT_SAL_TX.trim();
      const salaryProblem = !asksCurrentSalary(opening.country_code ?? '')
        ? salary && CURRENT_SALARY_REFUSED
        : !salary && requiredMessage(APPLICATION_LABELS.currentSalary);
      if (salaryProblem) {
        throw new ClientError(422, `CND_CRNT_SAL_TX: ${salaryProblem}`, 'CND_CRNT_SAL_TX', undefined, {
          CND_CRNT_SAL_TX: salaryProblem,
        });
      }
      if (record.CND_STATE && !(await reference.stateExists(record.CND_STATE))) {
        throw new ClientError(400, 'CND_STATE: no such state', 'CND_STATE');
      }
      if (record.CND_COUNTRY && !(await reference.countryExists(record.CND_COUNTRY))) {
        throw new ClientError(400, 'CND_COUNTRY: no such country', 'CND_COUNTRY');
      }
      return reply.headers(textPlain).send(answer(await applications.insertCandidate(record), 'candidate'));
    },
  );

  app.post(
    '/post/attachment',
    { bodyLimit: JSON_BODY_LIMIT, schema: { tags: ['staffing'], body: AttachmentRecord, response: insertedResponses } },
    async (request, reply) => {
      if (!(await applications.candidateExists(request.body.TBL_RW_ID))) {
        throw new ClientError(400, 'TBL_RW_ID: no such candidate', 'TBL_RW_ID');
      }
      return reply.headers(textPlain).send(answer(await applications.insertAttachment(request.body), 'attachment'));
    },
  );

  app.post(
    '/post/attachmentInfo',
    { bodyLimit: JSON_BODY_LIMIT, schema: { tags: ['staffing'], body: AttachmentInfo, response: insertedResponses } },
    async (request, reply) =>
      reply.headers(textPlain).send(answer(await applications.insertAttachmentInfo(request.body), 'attachment info')),
  );

  app.post(
    '/s3uploadResume',
    {
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags: ['staffing'],
        description:
          'A signed URL to PUT the resume to (this server by default, S3 when configured). It expires; the file must be a PDF, DOC or DOCX of at most 5 MB.',
        body: UploadRequest,
        response: { 200: UploadResponse, 400: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const attachment = await applications.attachment(request.body.Attachment);
      if (!attachment) throw new ClientError(400, 'Attachment: no such attachment', 'Attachment');
      // One URL per attachment: a retry of an unfinished upload gets a fresh one, a stored resume none.
      if (attachment.upload_status === 'stored') {
        throw new ClientError(409, 'Attachment: the resume for this attachment is already stored.', 'Attachment');
      }
      const client = clientKey(app.uploadSecret, request.ip);
      // A client whose quota is used up gets no URL (S3 uploads bypass this server afterwards).
      await (
        await app.resumeUploads.reserveUploadQuota(client, 1)
      )();
      const origin = app.storage.kind === 'local' ? app.trustedOrigin(request) : '';
      const key = attachment.storage_key ?? newStorageKey('resumes', request.body.type);
      await applications.setUploadTarget(attachment.id, key, request.body.type, client);
      const signedUrl = await app.storage.uploadUrl(key, request.body.type, origin);
      return { signedUrl };
    },
  );
};
