// /seeker/profile-performance (spec section 2, My Profile Performance): the profile score and what
// recruiters did with the profile over the period, drawn as a bar chart (plain SVG: three bars do
// not need a chart library). Each figure is written at the end of its bar and in the chart's
// accessible name, once (the walk of issue 27 found them shown twice, chart and table).
import { useId } from 'react';
import { Link } from 'react-router';
import { profilePath } from '../../../../../openapi/vocabulary/routes';
import { formatCount } from '../../../lib/format';
import { counted } from '../../../../../openapi/vocabulary/plural';
import { useProfileStats } from '../api/get-profile-stats';
import { failureText } from '../../../lib/call-failure';
import '../account.css';

interface Bar {
  label: string;
  value: number;
}

const BAR_HEIGHT = 28;
const GAP = 18;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 400;

function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const room = CHART_WIDTH - LABEL_WIDTH - 50;
  return (
    <svg
      className="performance-chart"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}
    >
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const width = Math.max(2, (bar.value / max) * room);
        return (
          <g key={bar.label} aria-hidden="true">
            <text x={0} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="chart-label">
              {bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              rx={4}
              className="chart-bar"
            />
            <text
              x={LABEL_WIDTH + width + 8}
              y={y + BAR_HEIGHT / 2}
              dominantBaseline="middle"
              className="chart-value"
            >
              {formatCount(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function ProfilePerformancePage() {
  const titleId = useId();
  const stats = useProfileStats();
  const data = stats.data;
  return (
    <section className="container page performance-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        Profile performance
      </h1>
      {stats.isPending ? (
        <p aria-busy="true">Loading your profile performance…</p>
      ) : stats.isError || !data ? (
        <div className="card empty-state" role="alert">
          <p>We could not load your profile performance. {failureText(stats.error)}</p>
          <button type="button" className="button" onClick={() => void stats.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="performance-layout">
          <section className="card performance-score" aria-label="Profile score">
            <h2>Profile score</h2>
            <p className="performance-score-value">
              {data.profileScore}
              <span>%</span>
            </p>
            <meter
              min={0}
              max={100}
              low={40}
              high={75}
              optimum={100}
              value={data.profileScore}
              aria-label="Profile score"
            />
            {data.profileScore < 100 ? (
              <p>
                <Link to={profilePath('my-profile')}>Complete your profile</Link> to be found more
                often.
              </p>
            ) : (
              <p>Your profile is complete.</p>
            )}
          </section>
          <section className="card" aria-labelledby={`${titleId}-activity`}>
            <h2 id={`${titleId}-activity`}>
              Recruiter activity in the last {data.periodDays} days
            </h2>
            <BarChart
              title={`Recruiter activity in the last ${counted(data.periodDays, 'day', 'days')}`}
              bars={[
                { label: 'Search appearances', value: data.searchAppearances },
                { label: 'Profile views', value: data.profileViews },
                { label: 'Recruiter actions', value: data.recruiterActions },
              ]}
            />
          </section>
        </div>
      )}
    </section>
  );
}
