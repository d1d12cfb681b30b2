import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  REJECTED_BY_LABELS,
  type RejectedBy,
  applicationPipeline,
} from '#contracts/admin/applications';
import type { Pipeline } from '#contracts/admin/pipeline';
import { needsReason } from '#contracts/admin/reasons';
import { ReasonDialog } from '../reasons/reason-dialog';

/**
 * Where a move goes: a stage, and with Rejected who rejected (us unless said); out of the pipeline
 * (Rejected, Withdrawn) with its reason and an optional note.
 */
export type StageMove<S extends string = ApplicationStatus> = {
  status: S;
  rejectedBy?: RejectedBy | undefined;
  reasonId?: string | undefined;
  note?: string | undefined;
};

/**
 * The ways out of a pipeline, as the menu offers them: rejected by us, by the client (a job
 * application's pipeline only: clients see those), or withdrawn.
 */
const waysOut = <S extends string>(pipeline: Pipeline<S>) => {
  const clientRejects = (pipeline as Pipeline) === (applicationPipeline as Pipeline);
  return pipeline.closed.flatMap((status): Array<{ key: string; move: StageMove<S>; label: string }> =>
    status === 'rejected'
      ? [
          {
            key: status,
            move: { status, rejectedBy: 'us' },
            label: clientRejects ? REJECTED_BY_LABELS.us : pipeline.labels[status],
          },
          ...(clientRejects
            ? [
                {
                  key: `${status}:client`,
                  move: { status, rejectedBy: 'client' as const },
                  label: REJECTED_BY_LABELS.client,
                },
              ]
            : []),
        ]
      : [{ key: status, move: { status }, label: pipeline.labels[status] }],
  );
};

/** "Moved Ada to Rejected (by the client)." — the stage as a notice names it. */
export const moveWords = <S extends string>(
  { status, rejectedBy }: StageMove<S>,
  labels: Record<S, string> = APPLICATION_STATUS_LABELS as Record<string, string>,
) => `${labels[status]}${status === 'rejected' && rejectedBy === 'client' ? ' (by the client)' : ''}`;

/**
 * "Move to…" on a card or a row: a button that opens the other stages as a menu (Bootstrap's
 * dropdown): the pipeline's steps, then, apart, the ways out of it (rejected by us or by the client,
 * withdrawn). Opening it (click, Enter, or the list's `s`) puts the focus on its first stage; the arrow
 * keys move between stages, Enter moves the application, Escape closes it back onto the button. The
 * keyboard's way to do what dragging does. A way out asks its reason first (ReasonDialog), then moves.
 */
export function MoveMenu<S extends string = ApplicationStatus>({
  name,
  current,
  disabled,
  pipeline = applicationPipeline as unknown as Pipeline<S>,
  onMove,
}: {
  name: string;
  /** The stage it is at (left out of the menu); none for a selection of many. */
  current?: S | undefined;
  disabled?: boolean;
  /** Whose steps: a job application's unless said (an internship's). */
  pipeline?: Pipeline<S>;
  onMove: (move: StageMove<S>) => void;
}) {
  const [asking, setAsking] = useState<StageMove<S> | null>(null);
  const ways = waysOut(pipeline);
  const item = (key: string, label: string) => (
    <Dropdown.Item key={key} as="button" eventKey={key}>
      {label}
    </Dropdown.Item>
  );
  const select = (key: string | null) => {
    const out = ways.find((way) => way.key === key);
    if (out) return needsReason(out.move.status) ? setAsking(out.move) : onMove(out.move);
    const stage = pipeline.steps.find((status) => status === key);
    if (stage) onMove({ status: stage });
  };
  return (
    <>
      <Dropdown onSelect={select} focusFirstItemOnShow className="console-move">
        <Dropdown.Toggle
          size="sm"
          variant="outline-secondary"
          disabled={disabled}
          aria-label={`Move ${name} to…`}
          className="console-move-toggle"
        >
          Move to…
        </Dropdown.Toggle>
        <Dropdown.Menu className="console-move-menu shadow-sm">
          <Dropdown.Header aria-hidden="true">Move to</Dropdown.Header>
          {pipeline.steps.filter((status) => status !== current).map((status) => item(status, pipeline.labels[status]))}
          <Dropdown.Divider />
          {ways.filter((way) => way.move.status !== current).map((way) => item(way.key, way.label))}
        </Dropdown.Menu>
      </Dropdown>
      <ReasonDialog
        move={asking}
        subject={name}
        onCancel={() => setAsking(null)}
        onConfirm={(move) => {
          setAsking(null);
          onMove(move);
        }}
      />
    </>
  );
}
