import { pageWindow } from '#contracts/careers/board-html';

export { pageWindow };

/** The board's pages: Previous, a window of page numbers, Next (as the server writes them too). */
export function OpeningsPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Openings pages" className="openings-board__pages">
      <ul className="pagination flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹</span> Previous
          </button>
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
