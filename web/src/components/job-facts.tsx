// The facts a seeker scans on a job: experience, salary, places (and age), and the walk-in note.
import type { Schemas } from '../../../openapi/client';
import { formatDate, formatExperience, formatPosted, formatSalary } from '../lib/format';
import { Icon } from './icon';

export function JobFacts({
  job,
  withPosted = false,
  className = 'job-facts',
}: {
  job: Schemas['Job'];
  withPosted?: boolean;
  className?: string;
}) {
  return (
    <ul className={className}>
      <li>
        <Icon name="briefcase" size={16} />
        {formatExperience(job.exp)}
      </li>
      <li>
        <Icon name="wallet" size={16} />
        {formatSalary(job.salary)}
      </li>
      <li>
        <Icon name="location" size={16} />
        {job.locations.map((l) => l.city).join(', ')}
      </li>
      {withPosted ? (
        <li>
          <Icon name="clock" size={16} />
          {formatPosted(job.postedAt)}
        </li>
      ) : null}
    </ul>
  );
}

export function WalkInNote({ venue }: { venue: Schemas['WalkInVenue'] }) {
  const ends =
    venue.endDate && venue.endDate !== venue.startDate ? ` – ${formatDate(venue.endDate)}` : '';
  return (
    <p className="job-walkin">
      <strong>Walk-in</strong> {formatDate(venue.startDate)}
      {ends}
      {venue.timings ? `, ${venue.timings}` : ''} · {venue.address ?? venue.city}
    </p>
  );
}
