import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">We couldn't find that page</h1>
      <p>The link may be broken, or the page may have moved.</p>
      <p>
        <Link className="button" to="/">
          Search jobs
        </Link>
      </p>
    </section>
  );
}
