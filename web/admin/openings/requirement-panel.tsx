import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { Contact } from '#contracts/admin/clients';
import {
  CURRENCIES,
  type OpeningDetail,
  PRIORITIES,
  RequirementForm,
  type RequirementView,
  requirementInputOf,
} from '#contracts/admin/openings';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { clientsApi, openingsApi } from '../api/console-api';
import { DetailList } from '../ui/detail-list';
import { humanize } from '../ui/format';
import { Notice } from '../ui/notice';
import { Panel } from '../ui/panel';
import { useConsoleForm } from '../ui/use-console-form';
import { useResource } from '../ui/use-resource';
import { valuesOf } from './opening-form';

/** The panel sits in the screen's narrow column: two fields a row at most. */
const QUARTER = { xs: 6 } as const;
const WHOLE = { xs: 12 } as const;

const money = (requirement: RequirementView, min: number | null, max: number | null, unit = '') => {
  if (min === null && max === null) return '';
  const range = [min, max].filter((value) => value !== null).join(' – ');
  return `${requirement.currency} ${range}${unit}`;
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** What the editor starts from. */
const formOf = (requirement: RequirementView): RequirementForm => ({
  clientId: requirement.clientId ?? '',
  contactId: requirement.contactId ?? '',
  positions: String(requirement.positions),
  positionsFilled: String(requirement.positionsFilled),
  priority: requirement.priority,
  engagement: requirement.engagement,
  currency: requirement.currency,
  billRateMin: text(requirement.billRateMin),
  billRateMax: text(requirement.billRateMax),
  payRateMin: text(requirement.payRateMin),
  payRateMax: text(requirement.payRateMax),
  salaryMin: text(requirement.salaryMin),
  salaryMax: text(requirement.salaryMax),
  feePercent: text(requirement.feePercent),
  showClientName: requirement.showClientName,
  shared: requirement.shared,
});

function RequirementEditor({
  opening,
  onSaved,
  onCancel,
}: {
  opening: OpeningDetail;
  onSaved: (opening: OpeningDetail) => void;
  onCancel: () => void;
}) {
  const requirement = opening.requirement;
  const clients = useResource((signal) => clientsApi.list({ pageSize: 100, sort: 'name' }, { signal }), 'clients');
  const { bind, onSubmit, fail, failure, register, watch, formState, id } = useConsoleForm(RequirementForm, {
    defaultValues: formOf(requirement),
  });
  const clientId = watch('clientId');
  const engagement = watch('engagement');
  const client = useResource(
    (signal) => (clientId ? clientsApi.get(clientId, { signal }) : Promise.resolve(null)),
    clientId || 'none',
  );
  // Until the client's contacts arrive, the chosen one stays an option (so the select keeps it).
  const saved = clientId === (requirement.clientId ?? '') && requirement.contact ? [requirement.contact] : [];
  const contacts: Array<Pick<Contact, 'id' | 'name'> & { hiringManager?: boolean }> =
    client.state === 'ready' && client.data ? client.data.contacts : saved;
  const send = async (data: RequirementForm) => {
    const input = { ...valuesOf(opening), validThrough: opening.validThrough };
    const answer = await openingsApi.update(opening.reqId, {
      ...input,
      requirement: requirementInputOf(data, requirement.ownerId),
    });
    if (isClientError(answer)) return fail(`Not saved: ${answer.message}`);
    onSaved(answer);
  };
  const clientOptions = [
    ...(clients.state === 'ready'
      ? clients.data.items.map((item) => ({ value: item.isNorthwind ? '' : item.id, label: item.name }))
      : [{ value: requirement.clientId ?? '', label: requirement.client.name }]),
  ];
  return (
    <Form noValidate onSubmit={onSubmit(send)} aria-label="Edit the requirement">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <Row className="g-3">
        <SelectField bind={bind('clientId', 'Client', { subject: 'The client' })} col={WHOLE} options={clientOptions} />
        <SelectField
          bind={bind('contactId', 'Hiring manager / contact', { subject: 'The contact' })}
          col={WHOLE}
          options={[
            { value: '', label: 'None' },
            ...contacts.map((contact) => ({
              value: contact.id,
              label: `${contact.name}${contact.hiringManager ? ' (hiring manager)' : ''}`,
            })),
          ]}
        />
        <TextField bind={bind('positions', 'Positions', { subject: 'Positions' })} col={QUARTER} inputMode="numeric" />
        <TextField bind={bind('positionsFilled', 'Filled', { subject: 'Filled' })} col={QUARTER} inputMode="numeric" />
        <SelectField
          bind={bind('priority', 'Priority', { subject: 'The priority' })}
          col={QUARTER}
          options={PRIORITIES.map((value) => ({ value, label: humanize(value) }))}
        />
        <SelectField
          bind={bind('currency', 'Currency', { subject: 'The currency' })}
          col={QUARTER}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
        />
        <SelectField
          bind={bind('engagement', 'Engagement', { subject: 'The engagement' })}
          col={WHOLE}
          options={[
            { value: 'contract', label: 'Contract (bill and pay rate per hour)' },
            { value: 'permanent', label: 'Permanent (salary and fee)' },
          ]}
        />
        <Col xs={12}>
          <Form.Check
            id={`${id}-showClientName`}
            type="checkbox"
            label="Show the client's name on the public site"
            {...register('showClientName')}
          />
        </Col>
        {/* Admins and account managers choose; the server keeps it as it was for a recruiter. */}
        {requirement.ratesHidden ? null : (
          <Col xs={12}>
            <Form.Check
              id={`${id}-shared`}
              type="checkbox"
              label="Shared with all recruiters"
              {...register('shared')}
            />
          </Col>
        )}
        {engagement === 'contract' ? (
          <>
            {requirement.ratesHidden ? null : (
              <>
                <TextField bind={bind('billRateMin', 'Bill rate from (per hour)')} col={QUARTER} inputMode="decimal" />
                <TextField bind={bind('billRateMax', 'Bill rate to')} col={QUARTER} inputMode="decimal" />
              </>
            )}
            <TextField bind={bind('payRateMin', 'Pay rate from (per hour)')} col={QUARTER} inputMode="decimal" />
            <TextField bind={bind('payRateMax', 'Pay rate to')} col={QUARTER} inputMode="decimal" />
          </>
        ) : requirement.ratesHidden ? null : (
          <>
            <TextField bind={bind('salaryMin', 'Salary from (per year)')} col={QUARTER} inputMode="decimal" />
            <TextField bind={bind('salaryMax', 'Salary to')} col={QUARTER} inputMode="decimal" />
            <TextField bind={bind('feePercent', 'Fee %')} col={QUARTER} inputMode="decimal" />
          </>
        )}
      </Row>
      <div className="mt-3 d-flex gap-2">
        <SubmitButton submitting={formState.isSubmitting}>Save requirement</SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

/**
 * An opening as the desk's requirement: whose it is, the contact, positions filled, priority, and the
 * money — bill and pay rates (contract) or salary and fee (permanent). Recruiters see pay rates only:
 * the server leaves the rest out for them.
 */
export function RequirementPanel({
  opening,
  onSaved,
}: {
  opening: OpeningDetail;
  onSaved: (opening: OpeningDetail) => void;
}) {
  const [editing, setEditing] = useState(false);
  const requirement = opening.requirement;
  const contract = requirement.engagement === 'contract';
  return (
    <Panel id="opening-requirement" title="Requirement">
      {editing ? (
        <RequirementEditor
          opening={opening}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            onSaved(next);
          }}
        />
      ) : (
        <>
          <DetailList
            items={[
              ['Client', requirement.client.name],
              [
                'On the public site',
                requirement.showClientName
                  ? requirement.client.name
                  : requirement.client.description || 'A confidential client',
              ],
              ['Contact', requirement.contact?.name ?? ''],
              ['Positions', `${requirement.positionsFilled} of ${requirement.positions} filled`],
              ['Priority', humanize(requirement.priority)],
              ['Engagement', contract ? 'Contract' : 'Permanent'],
              ['Owner', requirement.owner?.name ?? ''],
              ['Recruiters', requirement.shared ? 'Shared with all recruiters' : 'Its owner only'],
              ...(contract
                ? ([
                    ...(requirement.ratesHidden
                      ? []
                      : [['Bill rate', money(requirement, requirement.billRateMin, requirement.billRateMax, ' / h')]]),
                    ['Pay rate', money(requirement, requirement.payRateMin, requirement.payRateMax, ' / h')],
                  ] as Array<[string, string]>)
                : requirement.ratesHidden
                  ? []
                  : ([
                      ['Salary', money(requirement, requirement.salaryMin, requirement.salaryMax)],
                      ['Fee', requirement.feePercent === null ? '' : `${requirement.feePercent} %`],
                    ] as Array<[string, string]>)),
            ]}
          />
          {requirement.ratesHidden ? (
            <p className="console-sub mt-3 mb-0">Bill rates and fees are for account managers and admins.</p>
          ) : null}
          <button type="button" className="btn btn-outline-primary btn-sm mt-3" onClick={() => setEditing(true)}>
            Edit requirement
          </button>
        </>
      )}
    </Panel>
  );
}
