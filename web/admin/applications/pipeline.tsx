import { APPLICATION_STATUS_LABELS, type ApplicationStatus, PIPELINE_STAGES } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';
import { pipelineSteps, type StepState } from './pipeline-steps';

/** A step it went through, the one it is at, one it went past without stopping, and those still ahead. */
const STEP_LOOK: Record<StepState, string> = {
  passed: 'bg-success-subtle text-success-emphasis border-success-subtle',
  current: 'bg-primary text-white border-primary',
  skipped: 'bg-white text-body-secondary console-step-skipped',
  ahead: 'bg-body-tertiary text-body-secondary',
};
const STEP_NOTE: Partial<Record<StepState, string>> = { passed: ' (passed)', skipped: ' (skipped)' };

/**
 * Where the application stands on the pipeline's steps (or that it left it), as its history tells:
 * a step is marked passed only when the application was at it.
 */
export function Pipeline({ status, history }: { status: ApplicationStatus; history: readonly HistoryEntry[] }) {
  const steps = pipelineSteps(status, history);
  const inPipeline = (PIPELINE_STAGES as readonly string[]).includes(status);
  return (
    <div>
      <ol className="d-flex flex-wrap gap-1 m-0 p-0 list-unstyled" aria-label="Hiring steps">
        {steps.map(({ stage, state }) => (
          <li
            key={stage}
            className={`${STEP_LOOK[state]} flex-fill text-center small fw-semibold rounded border py-2 px-2`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-step={state}
          >
            {APPLICATION_STATUS_LABELS[stage]}
            {STEP_NOTE[state] ? <span className="visually-hidden">{STEP_NOTE[state]}</span> : null}
          </li>
        ))}
      </ol>
      {steps.some((step) => step.state === 'skipped') ? (
        <p className="console-sub mb-0 mt-2">A dashed step was skipped: the application went past it.</p>
      ) : null}
      {inPipeline ? null : (
        <p className="mb-0 mt-2">
          <strong>{APPLICATION_STATUS_LABELS[status]}</strong>: out of the pipeline.
        </p>
      )}
    </div>
  );
}
