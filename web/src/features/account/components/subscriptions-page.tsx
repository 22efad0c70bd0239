// /my-subscriptions (spec section 2, My Subscription): the career services the seeker bought,
// grouped as active, pending and expired, with their dates.
import { useId } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { formatDate } from '../../../lib/format';
import { useSeekerServices } from '../api/get-seeker-services';
import { failureText } from '../../../lib/call-failure';
import '../account.css';

type Service = Schemas['SeekerService'];

const GROUPS: { status: Service['status']; title: string; empty: string }[] = [
  { status: 'ACTIVE', title: 'Active', empty: 'No active services.' },
  { status: 'PENDING', title: 'Pending', empty: 'No services waiting to start.' },
  { status: 'EXPIRED', title: 'Expired', empty: 'No expired services.' },
];

function ServiceItem({ service }: { service: Service }) {
  return (
    <li className="service">
      <p className="service-name">{service.name}</p>
      <p className="profile-muted">
        Bought {formatDate(service.purchasedAt)}
        {service.expiresAt
          ? `, ${service.status === 'EXPIRED' ? 'expired' : 'expires'} ${formatDate(service.expiresAt)}`
          : service.status === 'PENDING'
            ? ', starts once it is set up'
            : ''}
      </p>
    </li>
  );
}

export function SubscriptionsPage() {
  const titleId = useId();
  const services = useSeekerServices();
  const list = services.data?.services ?? [];
  return (
    <section className="container page subscriptions-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        My subscriptions
      </h1>
      {services.isPending ? (
        <p aria-busy="true">Loading your subscriptions…</p>
      ) : services.isError ? (
        <div className="card empty-state" role="alert">
          <p>We could not load your subscriptions. {failureText(services.error)}</p>
          <button type="button" className="button" onClick={() => void services.refetch()}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="card empty-state">
          <p>You have no career services yet.</p>
          <a className="button" href={ROUTE.careerServices} target="_blank" rel="noopener">
            Explore career services
          </a>
        </div>
      ) : (
        <div className="subscription-groups">
          {GROUPS.map((group) => {
            const items = list.filter((s) => s.status === group.status);
            return (
              <section key={group.status} className="card" aria-label={`${group.title} services`}>
                <h2>
                  {group.title} <span className="profile-muted">({items.length})</span>
                </h2>
                {items.length === 0 ? (
                  <p className="profile-muted">{group.empty}</p>
                ) : (
                  <ul className="service-list">
                    {items.map((service) => (
                      <ServiceItem key={service.id} service={service} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
