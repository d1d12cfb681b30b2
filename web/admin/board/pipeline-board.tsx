import { type DragEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { BoardCard } from '#contracts/admin/board';
import type { Pipeline } from '#contracts/admin/pipeline';
import { needsReason } from '#contracts/admin/reasons';
import { type ClientResult, isClientError } from '../api/admin-client';
import { RatingBadge } from '../ratings/rating-badge';
import { ReasonDialog } from '../reasons/reason-dialog';
import { formatCount } from '../ui/format';
import { Notice } from '../ui/notice';
import { StatusBadge } from '../ui/status-badge';
import { useFocusAfter } from '../ui/use-focus-after';
import { daysInStage } from './days-in-stage';
import { MoveMenu, moveWords, type StageMove } from './move-menu';

const DRAG_TYPE = 'application/x-northwind-application';

export type PipelineColumn<S extends string> = { status: S; count: number; cards: BoardCard[] };

/**
 * A pipeline's board (an opening's job applications, the internship applications): a column per step
 * with its count, Rejected and Withdrawn apart below. A card moves by dragging it to another column or
 * with its "Move to…" menu (a way out asks its reason first); each move is the recorded, audited status
 * change the record's page makes, and the keyboard goes on from the card's neighbour.
 */
export function PipelineBoard<S extends string>({
  pipeline,
  columns,
  busy,
  setStatus,
  reload,
  cardHref,
  moreHref,
  askRejecter = false,
  intro,
}: {
  pipeline: Pipeline<S>;
  columns: ReadonlyArray<PipelineColumn<S>>;
  busy: boolean;
  setStatus: (id: string, move: StageMove<S>) => Promise<ClientResult<unknown>>;
  reload: () => void;
  cardHref: (id: string) => string;
  /** The list of every record at a step, when the column shows only the newest. */
  moreHref: (status: S) => string;
  /** Whether a drop on Rejected asks who rejected (job applications: us or the client). */
  askRejecter?: boolean;
  intro?: ReactNode;
}) {
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<S | null>(null);
  /** A card dropped on Rejected or Withdrawn, waiting for its reason. */
  const [dropped, setDropped] = useState<{ card: BoardCard; from: S; to: StageMove<S> } | null>(null);
  const focusAfter = useFocusAfter(columns);

  const move = async (card: BoardCard, from: S, to: StageMove<S>) => {
    if (from === to.status || moving) return;
    // Where the keyboard goes on from once the card has left: the next card of its column, else the
    // one before, else the column itself.
    const cards = columns.find((c) => c.status === from)?.cards ?? [];
    const at = cards.findIndex((c) => c.id === card.id);
    const after = [cards[at + 1], cards[at - 1]].flatMap((c) => (c ? [`#card-${c.id}`] : []));
    setMoving(card.id);
    const answer = await setStatus(card.id, to);
    setMoving(null);
    if (isClientError(answer)) {
      setNotice({ kind: 'error', text: `${card.name} was not moved: ${answer.message}` });
      return;
    }
    setNotice({ kind: 'success', text: `Moved ${card.name} to ${moveWords(to, pipeline.labels)}.` });
    focusAfter([...after, `#stage-${from}`]);
    reload();
  };

  const find = (id: string) => {
    for (const column of columns) {
      const card = column.cards.find((c) => c.id === id);
      if (card) return { card, from: column.status };
    }
    return undefined;
  };

  const dropProps = (status: S) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(status);
    },
    onDragLeave: () => setDropTarget((current) => (current === status ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDropTarget(null);
      const found = find(event.dataTransfer.getData(DRAG_TYPE));
      if (!found || found.from === status) return;
      if (needsReason(status)) setDropped({ ...found, to: { status } });
      else void move(found.card, found.from, { status });
    },
  });

  const column = (status: S) => columns.find((c) => c.status === status);
  const renderColumn = (data: PipelineColumn<S> | undefined) =>
    data ? (
      <section
        key={data.status}
        className={`console-board-column bg-white border rounded-3 p-2${dropTarget === data.status ? ' is-drop-target' : ''}`}
        aria-labelledby={`stage-${data.status}`}
        data-stage={data.status}
        {...dropProps(data.status)}
      >
        <h2 id={`stage-${data.status}`} tabIndex={-1} className="h6 d-flex justify-content-between align-items-center">
          {pipeline.labels[data.status]}{' '}
          <span className="badge rounded-pill bg-light text-body border fw-normal">
            {formatCount(data.count)}{' '}
            <span className="visually-hidden">{data.count === 1 ? 'application' : 'applications'}</span>
          </span>
        </h2>
        {data.cards.length === 0 ? (
          <p className="small text-secondary mb-0">None</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {data.cards.map((card) => (
              <li
                key={card.id}
                className="card console-board-card bg-light"
                draggable={!moving}
                aria-busy={moving === card.id || undefined}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, card.id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
              >
                <div className="card-body p-2">
                  <Link id={`card-${card.id}`} className="fw-semibold d-block text-truncate" to={cardHref(card.id)}>
                    {card.name}
                  </Link>
                  <span className="console-sub text-truncate">{card.email}</span>
                  <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
                    <span className="console-sub me-auto">{daysInStage(card.statusChangedAt ?? card.createdAt)}</span>
                    <RatingBadge rating={card.rating} />
                    {card.rejectedBy === 'client' ? <StatusBadge status="rejected" label="By the client" /> : null}
                    {card.resume === 'stored' ? null : <StatusBadge status="incomplete" />}
                    <MoveMenu<S>
                      name={card.name}
                      current={data.status}
                      pipeline={pipeline}
                      disabled={Boolean(moving)}
                      onMove={(to) => void move(card, data.status, to)}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data.count > data.cards.length ? (
          <p className="console-sub mt-2 mb-0">
            <Link to={moreHref(data.status)}>
              All {formatCount(data.count)} in {pipeline.labels[data.status]}
            </Link>
          </p>
        ) : null}
      </section>
    ) : null;

  return (
    <>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      {intro}
      {/* Scrolls sideways on a phone: focusable, so keyboard users can scroll it too. */}
      <div className="console-board" role="group" aria-label="Stages" tabIndex={0} aria-busy={busy || undefined}>
        {pipeline.steps.map((status) => renderColumn(column(status)))}
      </div>
      <h2 className="h5 mt-4">Out of the pipeline</h2>
      <div className="console-board console-board-closed" role="group" aria-label="Out of the pipeline" tabIndex={0}>
        {pipeline.closed.map((status) => renderColumn(column(status)))}
      </div>
      <ReasonDialog<S>
        move={dropped?.to ?? null}
        subject={dropped?.card.name ?? ''}
        askRejecter={askRejecter}
        onCancel={() => setDropped(null)}
        onConfirm={(to) => {
          if (dropped) void move(dropped.card, dropped.from, to);
          setDropped(null);
        }}
      />
    </>
  );
}
