import { Link } from 'react-router';
import { internshipPipeline } from '#contracts/admin/internships';
import { internshipsApi } from '../api/console-api';
import { PipelineBoard } from '../board/pipeline-board';
import { consolePaths } from '../console-paths';
import { formatCount } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { useResource } from '../ui/use-resource';

/** Every internship application on the pipeline board: a column per step, Rejected and Withdrawn apart. */
export default function InternshipsBoardScreen() {
  const board = useResource((signal) => internshipsApi.board({ signal }), 'internships');
  if (board.state === 'error' && !board.data) {
    return (
      <>
        <PageTitle title="Internships: board" />
        <Notice kind="error">Could not load it: {board.message}</Notice>
      </>
    );
  }
  if (!board.data) return <Loading />;
  const { columns } = board.data;
  const total = columns.reduce((sum, column) => sum + column.count, 0);
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.internships}>List view</Link>
      </p>
      <PageTitle title="Internships: board">
        <span className="console-sub">
          {formatCount(total)} application{total === 1 ? '' : 's'}
        </span>
      </PageTitle>
      <PipelineBoard
        pipeline={internshipPipeline}
        columns={columns}
        busy={board.state === 'loading'}
        setStatus={internshipsApi.setStatus}
        reload={board.reload}
        cardHref={consolePaths.internship}
        moreHref={(status) => `${consolePaths.internships}?status=${status}`}
        intro={
          <p className="console-sub">
            Drag a card to another column, or use its <strong>Move to…</strong> menu. Each move is saved and shown in
            the application&apos;s history.
          </p>
        }
      />
    </>
  );
}
