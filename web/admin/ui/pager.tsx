import { formatCount } from './format';

/** 'Showing 26–50 of 1,234' and the previous / next page buttons; the list is paged on the server. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3"
      aria-label={`Pages of ${noun}`}
    >
      <p className="mb-0" role="status">
        {total === 0
          ? `No ${noun}`
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`}
      </p>
      <div className="d-flex gap-2 align-items-center">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous<span className="visually-hidden"> page</span>
        </button>
        <span>
          Page {formatCount(page)} of {formatCount(pages)}
        </span>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next<span className="visually-hidden"> page</span>
        </button>
      </div>
    </nav>
  );
}
