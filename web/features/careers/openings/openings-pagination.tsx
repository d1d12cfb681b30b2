import Pagination from 'react-bootstrap/Pagination';

/** The page numbers to offer: the first, the last, and a window around the current page. */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

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
      <Pagination className="flex-wrap mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> Previous
        </Pagination.Prev>
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={n}
              active={n === page}
              onClick={() => onPage(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next <span aria-hidden="true">›</span>
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
