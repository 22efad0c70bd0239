// A Career Advice article of the site: the header's Career Advice links lead here (issue 19:
// they were 404s). Loading, not-found and failure states are real.
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { CallFailure, failureText, isClientError } from '../../../lib/call-failure';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCareerAdvice } from '../api/get-career-advice';
import '../career-advice.css';

const NOT_FOUND = 404;

export function CareerAdvicePage({ slug }: { slug: string }) {
  const { data, error, isPending, isFetching, refetch } = useCareerAdvice(slug);
  useDocumentTitle(data ? `${data.title} · Career advice` : undefined);
  if (isPending) return <PageLoading />;
  if (error || !data) {
    const missing = error instanceof CallFailure && error.status === NOT_FOUND;
    return (
      <section className="empty-state card" role={missing ? undefined : 'alert'}>
        <h1>{missing ? 'We couldn’t find that article' : 'We couldn’t load this article'}</h1>
        <p>{missing ? 'It may have moved. Search jobs instead.' : failureText(error)}</p>
        {missing || isClientError(error) ? (
          <Link className="button" to="/">
            Search jobs
          </Link>
        ) : (
          <button
            type="button"
            className="button"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            Try again
          </button>
        )}
      </section>
    );
  }
  return (
    <div className="advice-layout">
      <article className="advice card" aria-labelledby="advice-title">
        <p className="advice-kicker">Career advice</p>
        <h1 id="advice-title">{data.title}</h1>
        <p className="advice-summary">{data.summary}</p>
        {data.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <p className="advice-cta">
          <Link className="button" to="/">
            Search jobs
          </Link>
        </p>
      </article>
      {data.related.length > 0 ? (
        <nav className="advice-related card" aria-labelledby="advice-related">
          <h2 id="advice-related">More career advice</h2>
          <ul>
            {data.related.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
