// Page links: first, last, and the pages around the current one.
import { Link } from 'react-router';
import { PAGE_PARAM } from '../search-request';

const AROUND = 2;

function pagesToShow(current: number, last: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= AROUND) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({
  current,
  last,
  params,
}: {
  current: number;
  last: number;
  params: URLSearchParams;
}) {
  if (last <= 1) return null;
  const href = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(page));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav className="pagination" aria-label="Pages">
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {pagesToShow(current, last).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={page}
            to={href(page)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={`Page ${page}`}
          >
            {page}
          </Link>
        ),
      )}
      {current < last ? (
        <Link to={href(current + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
