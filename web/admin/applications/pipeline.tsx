import { type RejectedBy, applicationPipeline, stageLabel } from '#contracts/admin/applications';
import type { HistoryEntry } from '#contracts/admin/common';
import type { Pipeline as PipelineOf } from '#contracts/admin/pipeline';
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
 * a step is marked passed only when the application was at it. A job application's pipeline unless
 * another is given (an internship's).
 */
export function Pipeline<S extends string>({
  status,
  rejectedBy,
  reason,
  history,
  pipeline = applicationPipeline as unknown as PipelineOf<S>,
}: {
  status: S;
  pipeline?: PipelineOf<S>;
  rejectedBy?: RejectedBy | null | undefined;
  /** Why it left the pipeline, in words. */
  reason?: string | null | undefined;
  history: readonly HistoryEntry[];
}) {
  const steps = pipelineSteps(status, history, pipeline.steps);
  const inPipeline = pipeline.steps.includes(status);
  const closedLabel =
    status === 'rejected' && rejectedBy ? stageLabel('rejected', rejectedBy) : pipeline.labels[status];
  return (
    <div>
      <ol className="d-flex flex-wrap gap-1 m-0 p-0 list-unstyled" aria-label={pipeline.name}>
        {steps.map(({ stage, state }) => (
          <li
            key={stage}
            className={`${STEP_LOOK[state]} flex-fill text-center small fw-semibold rounded border py-2 px-2`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-step={state}
          >
            {pipeline.labels[stage]}
            {STEP_NOTE[state] ? <span className="visually-hidden">{STEP_NOTE[state]}</span> : null}
          </li>
        ))}
      </ol>
      {steps.some((step) => step.state === 'skipped') ? (
        <p className="console-sub mb-0 mt-2">A dashed step was skipped: the application went past it.</p>
      ) : null}
      {inPipeline ? null : (
        <p className="mb-0 mt-2">
          <strong>{closedLabel}</strong>: out of the pipeline
          {reason ? (
            <>
              {' '}
              ({status === 'withdrawn' ? 'the candidate’s reason' : 'reason'}: {reason})
            </>
          ) : null}
          .
        </p>
      )}
    </div>
  );
}
