type Props = { page: number; pageCount: number; onPage: (page: number) => void; label: string };

/**
 * Previous, numbered and next page buttons (Bootstrap's pagination look, real buttons). Previous is
 * disabled on the first page and next on the last; the current page is marked with aria-current.
 */
export function BlogPagination({ page, pageCount, onPage, label }: Props) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="blog-pagination">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page === 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹ </span>Previous
          </button>
        </li>
        {pages.map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={`page-item${page === pageCount ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page === pageCount} onClick={() => onPage(page + 1)}>
            Next<span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
