import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';

const STEPS: ApplicationStatus[] = ['new', 'screening', 'interview', 'offer', 'hired'];

/** A step passed, the one it is at, and those still ahead. */
const STEP_LOOK = {
  done: 'bg-success-subtle text-success-emphasis border-success-subtle',
  current: 'bg-primary text-white border-primary',
  todo: 'bg-body-tertiary text-body-secondary',
} as const;

/** Where the application stands on New → Screening → Interview → Offer → Hired (or that it left it). */
export function Pipeline({ status }: { status: ApplicationStatus }) {
  const reached = STEPS.indexOf(status);
  return (
    <div>
      <ol className="d-flex flex-wrap gap-1 m-0 p-0 list-unstyled" aria-label="Hiring steps">
        {STEPS.map((step, index) => {
          const state = index < reached ? 'done' : index === reached ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`${STEP_LOOK[state]} flex-fill text-center small fw-semibold rounded border py-2 px-2`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {APPLICATION_STATUS_LABELS[step]}
              {state === 'done' ? <span className="visually-hidden"> (passed)</span> : null}
            </li>
          );
        })}
      </ol>
      {reached < 0 ? (
        <p className="mb-0 mt-2">
          <strong>{APPLICATION_STATUS_LABELS[status]}</strong>: out of the pipeline.
        </p>
      ) : null}
    </div>
  );
}
