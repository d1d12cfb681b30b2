/**
 * Every write the console makes to openings, in one place: create (a draft), edit, publish, close,
 * reopen, duplicate. REQ_ID is assigned here; descriptions are sanitised here; and after each
 * committed write the "openings changed" signal fires once, so every cache of openings (the public
 * list, job pages, the sitemap, feeds) drops its copy.
 */
import { randomUUID } from 'node:crypto';
import type { OpeningInput, OpeningStatus, RequirementInput } from '#contracts/admin/openings';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import type {
  ConsoleOpeningsRepository,
  OpeningWrite,
  RequirementWrite,
} from '../../repositories/console-openings.repository';
import type { ChangeSignal } from '../../lib/change-signal';
import { sanitizeDescription } from './sanitize-description';

const today = () => nowIso().slice(0, 10);

/** The requirement's columns from its input (Northwind's own when no client is named). */
export const requirementRow = (requirement: RequirementInput): RequirementWrite => ({
  client_id: requirement.clientId ?? NORTHWIND_CLIENT_ID,
  contact_id: requirement.contactId,
  positions: requirement.positions,
  positions_filled: requirement.positionsFilled,
  owner_id: requirement.ownerId,
  priority: requirement.priority,
  engagement: requirement.engagement,
  currency: requirement.currency,
  bill_rate_min: requirement.billRateMin,
  bill_rate_max: requirement.billRateMax,
  pay_rate_min: requirement.payRateMin,
  pay_rate_max: requirement.payRateMax,
  salary_min: requirement.salaryMin,
  salary_max: requirement.salaryMax,
  fee_percent: requirement.feePercent,
  show_client_name: requirement.showClientName ? 1 : 0,
  shared: requirement.shared === false ? 0 : 1,
});

const toRow = (input: OpeningInput): OpeningWrite => ({
  title: input.title,
  location: input.location,
  country_uuid: input.countryUuid,
  position_type: input.positionType,
  work_location_preference: input.workMode,
  rate: input.rate,
  interview_type: input.interviewType,
  is_multi_location: input.travel ? 1 : 0,
  description_html: sanitizeDescription(input.descriptionHtml),
  valid_through: input.validThrough,
});

/** Which status each action moves from and to. */
const TRANSITIONS = {
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  reopen: { from: ['closed'], to: 'published' },
} as const satisfies Record<string, { from: readonly OpeningStatus[]; to: OpeningStatus }>;
export type OpeningAction = keyof typeof TRANSITIONS;

export function openingsService(repo: ConsoleOpeningsRepository, changed: ChangeSignal) {
  const mustExist = async (reqId: number) => {
    const opening = await repo.byReqId(reqId);
    if (!opening) throw new ClientError(404, 'No such opening.');
    return opening;
  };

  /** A requirement must name a client that exists, a contact of that client, an owner with an account. */
  const checkRequirement = async (requirement: RequirementInput | undefined) => {
    if (!requirement) return;
    const problem = await repo.requirementProblem(requirementRow(requirement));
    if (problem) throw new ClientError(422, `${problem.field}: ${problem.message}`, problem.field);
  };

  const insertDraft = async (row: OpeningWrite & Partial<RequirementWrite>, by: string) => {
    const now = nowIso();
    const reqId = await repo.insert({
      ...row,
      uuid: randomUUID(),
      posted_date: today(),
      status: 'draft',
      created_at: now,
      updated_at: now,
      updated_by: by,
    });
    await changed.notify({ reqIds: [reqId] });
    return reqId;
  };

  return {
    async create(input: OpeningInput, by: string): Promise<number> {
      if (!(await repo.countryExists(input.countryUuid))) {
        throw new ClientError(400, 'countryUuid: no such country', 'countryUuid');
      }
      await checkRequirement(input.requirement);
      const requirement = input.requirement ? requirementRow(input.requirement) : { client_id: NORTHWIND_CLIENT_ID };
      return insertDraft({ ...toRow(input), ...requirement }, by);
    },

    async update(reqId: number, input: OpeningInput, by: string) {
      await mustExist(reqId);
      if (!(await repo.countryExists(input.countryUuid))) {
        throw new ClientError(400, 'countryUuid: no such country', 'countryUuid');
      }
      await checkRequirement(input.requirement);
      const requirement = input.requirement ? requirementRow(input.requirement) : {};
      await repo.update(reqId, { ...toRow(input), ...requirement, updated_at: nowIso(), updated_by: by });
      await changed.notify({ reqIds: [reqId] });
    },

    /** Publish (a draft), close (a published one) or reopen (a closed one); 409 from any other status. */
    async transition(reqId: number, action: OpeningAction, by: string) {
      const opening = await mustExist(reqId);
      const rule = TRANSITIONS[action];
      if (!(rule.from as readonly string[]).includes(opening.status)) {
        throw new ClientError(
          409,
          `A ${opening.status} opening cannot be ${action === 'reopen' ? 'reopened' : `${action}ed`}.`,
        );
      }
      const going = rule.to === 'published';
      // Published today; a closing date already past would keep it off the board, so it is cleared.
      const expired = opening.valid_through !== null && opening.valid_through.slice(0, 10) < today();
      await repo.update(reqId, {
        status: rule.to,
        ...(action === 'publish' ? { posted_date: today() } : {}),
        ...(going && expired ? { valid_through: null } : {}),
        updated_at: nowIso(),
        updated_by: by,
      });
      await changed.notify({ reqIds: [reqId] });
      return { from: opening.status, to: rule.to };
    },

    /** A new draft with the same details (and a new REQ_ID). */
    async duplicate(reqId: number, by: string): Promise<number> {
      const {
        req_id: _r,
        uuid: _u,
        posted_date: _p,
        status: _s,
        created_at: _c,
        updated_at: _ua,
        updated_by: _ub,
        country_name: _cn,
        application_count: _ac,
        ...row
      } = await mustExist(reqId);
      return insertDraft(row, by);
    },
  };
}
export type OpeningsService = ReturnType<typeof openingsService>;
