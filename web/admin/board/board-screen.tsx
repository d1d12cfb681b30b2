import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CLOSED_STAGES,
  PIPELINE_STAGES,
} from '#contracts/admin/applications';
import type { BoardCard, BoardColumn } from '#contracts/admin/board';
import { isClientError } from '../api/admin-client';
import { applicationsApi, boardApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { RatingBadge } from '../ratings/rating-badge';
import { useScreenParam } from '../shell/screen-params';
import { formatCount } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { useFocusAfter } from '../ui/use-focus-after';
import { useResource } from '../ui/use-resource';
import { daysInStage } from './days-in-stage';
import { MoveMenu } from './move-menu';

const DRAG_TYPE = 'application/x-northwind-application';

/**
 * The board of one opening: a column per stage with its count (Rejected and Withdrawn apart, below).
 * A card moves by dragging it to another column or with its "Move to…" menu; each move is the
 * recorded, audited status change the application's page makes.
 */
export default function BoardScreen() {
  const reqId = Number(useScreenParam('reqId')) || 0;
  const board = useResource((signal) => boardApi.get(reqId, { signal }), String(reqId));
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<ApplicationStatus | null>(null);
  const focusAfter = useFocusAfter(board.data);

  if (board.state === 'error' && !board.data) {
    return (
      <>
        <PageTitle title={`Board of opening ${reqId}`} />
        <Notice kind="error">
          {board.status === 404 ? 'There is no opening with this job ID.' : `Could not load it: ${board.message}`}
        </Notice>
      </>
    );
  }
  if (!board.data) return <Loading />;
  const { opening, columns } = board.data;

  const move = async (card: BoardCard, from: ApplicationStatus, to: ApplicationStatus) => {
    if (from === to || moving) return;
    // Where the keyboard goes on from once the card has left: the next card of its column, else the
    // one before, else the column itself.
    const cards = columns.find((c) => c.status === from)?.cards ?? [];
    const at = cards.findIndex((c) => c.id === card.id);
    const after = [cards[at + 1], cards[at - 1]].flatMap((c) => (c ? [`#card-${c.id}`] : []));
    setMoving(card.id);
    const answer = await applicationsApi.setStatus(card.id, { status: to });
    setMoving(null);
    if (isClientError(answer)) {
      setNotice({ kind: 'error', text: `${card.name} was not moved: ${answer.message}` });
      return;
    }
    setNotice({ kind: 'success', text: `Moved ${card.name} to ${APPLICATION_STATUS_LABELS[to]}.` });
    focusAfter([...after, `#stage-${from}`]);
    board.reload();
  };

  const find = (id: string) => {
    for (const column of columns) {
      const card = column.cards.find((c) => c.id === id);
      if (card) return { card, from: column.status };
    }
    return undefined;
  };

  const dropProps = (status: ApplicationStatus) => ({
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
      if (found) void move(found.card, found.from, status);
    },
  });

  const total = columns.reduce((sum, column) => sum + column.count, 0);
  const column = (status: ApplicationStatus) => columns.find((c) => c.status === status);
  const renderColumn = (data: BoardColumn | undefined) =>
    data ? (
      <section
        key={data.status}
        className={`console-board-column bg-white border rounded-3 p-2${dropTarget === data.status ? ' is-drop-target' : ''}`}
        aria-labelledby={`stage-${data.status}`}
        data-stage={data.status}
        {...dropProps(data.status)}
      >
        <h2 id={`stage-${data.status}`} tabIndex={-1} className="h6 d-flex justify-content-between align-items-center">
          {APPLICATION_STATUS_LABELS[data.status]}{' '}
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
                  <Link
                    id={`card-${card.id}`}
                    className="fw-semibold d-block text-truncate"
                    to={consolePaths.application(card.id)}
                  >
                    {card.name}
                  </Link>
                  <span className="console-sub text-truncate">{card.email}</span>
                  <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
                    <span className="console-sub me-auto">{daysInStage(card.statusChangedAt ?? card.createdAt)}</span>
                    <RatingBadge rating={card.rating} />
                    {card.resume === 'stored' ? null : <StatusBadge status="incomplete" />}
                    <MoveMenu
                      name={card.name}
                      current={data.status}
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
            <Link to={`${consolePaths.applications}?reqId=${opening.reqId}&status=${data.status}`}>
              All {formatCount(data.count)} in {APPLICATION_STATUS_LABELS[data.status]}
            </Link>
          </p>
        ) : null}
      </section>
    ) : null;

  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.opening(opening.reqId)}>← {opening.title}</Link>
        {' · '}
        <Link to={`${consolePaths.applications}?reqId=${opening.reqId}`}>List view</Link>
      </p>
      <PageTitle title={`${opening.title}: board`}>
        <StatusBadge status={opening.status} />
        <span className="console-sub">
          {formatCount(total)} application{total === 1 ? '' : 's'} · job {opening.reqId}
        </span>
      </PageTitle>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <p className="console-sub">
        Drag a card to another column, or use its <strong>Move to…</strong> menu. Each move is saved and shown in the
        application&apos;s history.
      </p>
      {/* Scrolls sideways on a phone: focusable, so keyboard users can scroll it too. */}
      <div
        className="console-board"
        role="group"
        aria-label="Stages"
        tabIndex={0}
        aria-busy={board.state === 'loading' || undefined}
      >
        {PIPELINE_STAGES.map((status) => renderColumn(column(status)))}
      </div>
      <h2 className="h5 mt-4">Out of the pipeline</h2>
      <div className="console-board console-board-closed" role="group" aria-label="Out of the pipeline" tabIndex={0}>
        {CLOSED_STAGES.map((status) => renderColumn(column(status)))}
      </div>
    </>
  );
}
