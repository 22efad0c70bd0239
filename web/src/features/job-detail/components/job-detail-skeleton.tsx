// The job page while it loads: the page's own shape (title and company, facts, the two actions,
// the description; the company card beside it), so nothing jumps when the job arrives.
const DESCRIPTION_LINES = 6;

export function JobDetailSkeleton() {
  return (
    <div className="jd-layout">
      <div role="status" aria-live="polite" className="visually-hidden">
        Loading the job…
      </div>
      <article className="jd card" aria-hidden="true">
        <div className="jd-head">
          <div className="skeleton-bar jd-skeleton-logo" />
          <div className="jd-skeleton-names">
            <div className="skeleton-bar jd-skeleton-title" />
            <div className="skeleton-bar jd-skeleton-company" />
          </div>
        </div>
        <div className="jd-skeleton-facts">
          <div className="skeleton-bar" />
          <div className="skeleton-bar" />
          <div className="skeleton-bar" />
        </div>
        <div className="jd-actions">
          <div className="skeleton-bar jd-skeleton-button" />
          <div className="skeleton-bar jd-skeleton-button" />
        </div>
        <div className="jd-skeleton-lines">
          {Array.from({ length: DESCRIPTION_LINES }, (_, i) => (
            <div key={i} className="skeleton-bar" />
          ))}
        </div>
      </article>
      <aside className="jd-side" aria-hidden="true">
        <div className="card jd-company-card jd-skeleton-lines">
          <div className="skeleton-bar jd-skeleton-company" />
          <div className="skeleton-bar" />
          <div className="skeleton-bar jd-skeleton-button" />
        </div>
      </aside>
    </div>
  );
}
