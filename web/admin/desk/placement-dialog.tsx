import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import {
  PLACEMENT_KINDS,
  PLACEMENT_KIND_LABELS,
  type Placement,
  PlacementRequest,
  type PlacementRequestInput,
} from '#contracts/admin/placements';
import {
  CURRENCIES,
  RATE_UNITS,
  contractMargin,
  formatPercent,
  placementFee,
  toCents,
  type Currency,
  type RateUnit,
} from '#contracts/admin/rates';
import { RadioField, SelectField, SubmitButton, TextField, choicesOf } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH } from '../ui/form-layout';
import { useConsoleForm } from '../ui/use-console-form';
import { placementsApi } from './desk-api';
import { money } from './desk-format';

const UNIT_LABELS: Record<RateUnit, string> = {
  hour: 'per hour',
  day: 'per day',
  month: 'per month',
  year: 'per year',
};
const amount = (value: unknown) => {
  const number = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(number) ? null : number;
};

/**
 * An accepted offer becomes a placement: a contract's dates, bill and pay rate with the margin and
 * markup worked out as they are typed, or a permanent hire's start, salary and fee. For the roles that
 * see rates only (the server refuses anyone else).
 */
export function PlacementDialog({
  applicationId,
  candidateName,
  onHide,
  onDone,
}: {
  applicationId: string;
  candidateName: string;
  onHide: () => void;
  onDone: (placement: Placement) => void;
}) {
  const { bind, onSubmit, control, fail, failure, formState } = useConsoleForm(PlacementRequest, {
    defaultValues: {
      applicationId,
      kind: 'contract',
      startDate: '',
      endDate: '',
      currency: 'USD',
      rateUnit: 'hour',
      billRate: '',
      payRate: '',
      salary: '',
      feePercent: '',
      note: '',
    } as unknown as PlacementRequestInput,
  });
  const values = useWatch({ control });
  const contract = values.kind === 'contract';
  const currency = (values.currency ?? 'USD') as Currency;
  const unit = (values.rateUnit ?? 'hour') as RateUnit;
  const bill = amount(values.billRate);
  const pay = amount(values.payRate);
  const salary = amount(values.salary);
  const fee = amount(values.feePercent);
  const worked =
    contract && bill !== null && pay !== null
      ? (() => {
          const m = contractMargin(toCents(bill), toCents(pay));
          return `Margin ${money(m.margin, currency, unit)} (${formatPercent(m.marginPercent)} of the bill rate) · markup ${formatPercent(m.markupPercent)}`;
        })()
      : !contract && salary !== null && fee !== null
        ? `Fee ${money(placementFee(toCents(salary), fee), currency)}`
        : null;

  const submit = async (data: PlacementRequest) => {
    const clean: PlacementRequest = contract
      ? { ...data, salary: null, feePercent: null }
      : { ...data, billRate: null, payRate: null };
    const result = await placementsApi.create(clean);
    if (isClientError(result)) return fail(`Not recorded: ${result.message}`);
    onDone(result);
  };
  const title = `Record the placement: ${candidateName}`;
  return (
    <Modal show onHide={onHide} aria-labelledby="placement-title">
      <Modal.Header closeButton>
        <Modal.Title id="placement-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <ConsoleForm onSubmit={onSubmit(submit)} failure={failure} label={title}>
        <Modal.Body>
          <FieldRow>
            <RadioField
              bind={bind('kind', 'Kind')}
              col={FULL_WIDTH}
              options={choicesOf(PLACEMENT_KINDS, PLACEMENT_KIND_LABELS)}
            />
            <TextField bind={bind('startDate', 'Start date', { mark: 'required' })} col={{ xs: 6 }} type="date" />
            <TextField
              bind={bind('endDate', contract ? 'End date' : 'End date', { mark: contract ? 'required' : 'optional' })}
              col={{ xs: 6 }}
              type="date"
            />
            <SelectField bind={bind('currency', 'Currency')} col={{ xs: 6 }} options={choicesOf(CURRENCIES)} />
            {contract ? (
              <>
                <SelectField
                  bind={bind('rateUnit', 'Rates')}
                  col={{ xs: 6 }}
                  options={choicesOf(RATE_UNITS, UNIT_LABELS)}
                />
                <TextField
                  bind={bind('billRate', 'Bill rate', { mark: 'required', hint: 'What the client pays' })}
                  col={{ xs: 6 }}
                  inputMode="decimal"
                />
                <TextField
                  bind={bind('payRate', 'Pay rate', { mark: 'required', hint: 'What the contractor gets' })}
                  col={{ xs: 6 }}
                  inputMode="decimal"
                />
              </>
            ) : (
              <>
                <TextField
                  bind={bind('salary', 'Annual salary', { mark: 'required' })}
                  col={{ xs: 6 }}
                  inputMode="decimal"
                />
                <TextField
                  bind={bind('feePercent', 'Fee %', { mark: 'required', subject: 'The fee' })}
                  col={{ xs: 6 }}
                  inputMode="decimal"
                />
              </>
            )}
            <TextField bind={bind('note', 'Note', { mark: 'optional' })} col={FULL_WIDTH} as="textarea" rows={2} />
          </FieldRow>
          <p className="fw-semibold mb-0" aria-live="polite">
            {worked ?? (contract ? 'Margin and markup appear as you type the rates.' : 'The fee appears as you type.')}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onHide}>
            Cancel
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>Record the placement</SubmitButton>
        </Modal.Footer>
      </ConsoleForm>
    </Modal>
  );
}
