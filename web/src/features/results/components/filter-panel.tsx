// The filter panel: every filter the response has facets for, with counts for the current query.
// On narrow screens it opens as a sheet from the Filters button, and the sheet ends with "Show N
// jobs" and Clear all (UX walk N11), where a seeker who scrolled through the filters is; × and
// Escape close it onto the Filters button.
import { useRef, useState, type KeyboardEvent } from 'react';
import { counted } from '../../../../../openapi/vocabulary/plural';
import type { Schemas } from '../../../../../openapi/client';
import { Icon } from '../../../components/icon';
import { formatCount } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/use-media-query';
import {
  FILTERS,
  FILTER_LABELS,
  JOB_TYPE_LABELS,
  SINGLE_VALUE_FILTERS,
  selectedValues,
  type FilterName,
} from '../search-request';
import { RESULTS_ID } from './scroll-to-results';

const VALUES_SHOWN = 6;

interface Props {
  facets: Schemas['SearchFacets'];
  params: URLSearchParams;
  /** How many jobs the chosen filters find ("Show N jobs"). */
  total: number;
  onChange: (name: FilterName, values: string[]) => void;
  onClear: () => void;
}

function labelOf(name: FilterName, bucket: Schemas['FacetBucket']): string {
  if (name === 'jobTypes') return JOB_TYPE_LABELS[bucket.id as Schemas['JobType']] ?? bucket.label;
  return bucket.label;
}

function FacetGroup({
  name,
  buckets,
  selected,
  onChange,
}: {
  name: FilterName;
  buckets: Schemas['FacetBucket'][];
  selected: string[];
  onChange: Props['onChange'];
}) {
  const [expanded, setExpanded] = useState(false);
  const single = SINGLE_VALUE_FILTERS.has(name);
  // Selected values stay visible even when they are past the first few.
  const shown = expanded
    ? buckets
    : buckets.filter((b, i) => i < VALUES_SHOWN || selected.includes(b.id));
  return (
    <fieldset className="facet">
      <legend>{FILTER_LABELS[name]}</legend>
      {shown.map((bucket) => {
        const checked = selected.includes(bucket.id);
        const inputId = `facet-${name}-${bucket.id.replace(/[^\w-]/g, '_')}`;
        return (
          <div className="facet-option" key={bucket.id}>
            <input
              id={inputId}
              type={single ? 'radio' : 'checkbox'}
              name={`facet-${name}`}
              checked={checked}
              disabled={bucket.count === 0 && !checked}
              onChange={() => {
                if (single) onChange(name, checked ? [] : [bucket.id]);
                else
                  onChange(
                    name,
                    checked ? selected.filter((v) => v !== bucket.id) : [...selected, bucket.id],
                  );
              }}
            />
            <label htmlFor={inputId}>
              <span>{labelOf(name, bucket)}</span>
              <span className="facet-count">{formatCount(bucket.count)}</span>
            </label>
          </div>
        );
      })}
      {single && selected.length > 0 ? (
        <button type="button" className="link-button" onClick={() => onChange(name, [])}>
          Any time
        </button>
      ) : null}
      {buckets.length > VALUES_SHOWN ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show fewer' : `Show all ${buckets.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}

function ClearAll({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClear}>
      Clear all
    </button>
  );
}

export function FilterPanel({ facets, params, total, onChange, onClear }: Props) {
  const [open, setOpen] = useState(false);
  // On a phone the panel is a sheet over the results: its Clear all moves to its end, beside
  // the button that shows them.
  const sheet = usePhoneLayout();
  const groups = FILTERS.filter((name) => (facets[name]?.length ?? 0) > 0);
  const active = FILTERS.reduce((n, name) => n + selectedValues(params, name).length, 0);
  const toggle = useRef<HTMLButtonElement>(null);
  const showResults = () => {
    setOpen(false);
    document.getElementById(RESULTS_ID)?.focus();
  };
  // Closed by × or Escape, the sheet gives the focus back to the button that opened it.
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  return (
    <>
      <button
        type="button"
        className="button button-outline filter-toggle"
        ref={toggle}
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="filter" size={16} />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <aside
        id="filter-panel"
        className={open ? 'filter-panel open' : 'filter-panel'}
        aria-label="Filters"
        onKeyDown={onKeyDown}
      >
        <div className="filter-panel-head">
          <h2>Filters</h2>
          {active > 0 && !sheet ? <ClearAll onClear={onClear} /> : null}
          <button
            type="button"
            className="icon-button filter-close"
            aria-label="Close filters"
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        {groups.map((name) => (
          <FacetGroup
            key={name}
            name={name}
            buckets={facets[name] ?? []}
            selected={selectedValues(params, name)}
            onChange={onChange}
          />
        ))}
        {sheet ? (
          <div className="filter-panel-foot">
            {active > 0 ? <ClearAll onClear={onClear} /> : null}
            <button type="button" className="button" onClick={showResults}>
              Show {counted(total, 'job', 'jobs', formatCount(total))}
            </button>
          </div>
        ) : null}
      </aside>
    </>
  );
}
