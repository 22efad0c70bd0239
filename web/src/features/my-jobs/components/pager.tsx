// Previous and next pages of a My jobs list, with where the seeker is ("Page 2 of 3").
import { Link } from 'react-router';
import { myJobsPath, type MyJobsTab } from '../../../../../openapi/vocabulary/routes';

interface Props {
  tab: MyJobsTab;
  page: number;
  total: number;
  size: number;
}

export function Pager({ tab, page, total, size }: Props) {
  const last = Math.max(1, Math.ceil(total / size));
  if (last <= 1) return null;
  return (
    <nav className="my-jobs-pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={myJobsPath(tab, page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span aria-current="page">
        Page {Math.min(page, last)} of {last}
      </span>
      {page < last ? (
        <Link to={myJobsPath(tab, page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
