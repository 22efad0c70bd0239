// One part of the dashboard: its heading, then its call's state (components/part-state.tsx).
import type { ReactNode } from 'react';
import { PartState, type PartQuery } from '../../../components/part-state';

interface Props {
  id: string;
  title: string;
  query: PartQuery;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
  className?: string;
}

export function DashboardSection({
  id,
  title,
  query,
  empty,
  emptyText,
  children,
  className,
}: Props) {
  return (
    <section
      className={['card dash-section', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      <PartState what={title.toLowerCase()} query={query} empty={empty} emptyText={emptyText}>
        {children}
      </PartState>
    </section>
  );
}
