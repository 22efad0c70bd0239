// The profile-completion cards (spec section 7, seeker cards): location, work authorisation,
// education, experience, designation, skills and mobile OTP. Each open card asks for its one
// answer, or may be skipped; answered and skipped cards stop showing. The profile shows them;
// the dashboard composes the same component (web/src/app/dashboard-parts.tsx).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { FRESHER_EXPERIENCE_ID } from '../../../../../openapi/vocabulary/limits';
import {
  coursesOf,
  EDUCATION_TYPES,
  WORK_PERMITS,
} from '../../../../../openapi/vocabulary/profile-lists';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { site } from '../../../lib/site';
import { useSession } from '../../../api/get-current-user';
import { ExperienceSelect } from '../../../components/date-selects';
import { FormField, fieldAria } from '../../../components/form-field';
import { useCardDesignation } from '../api/card-designation';
import { useCardEducation } from '../api/card-education';
import { useCardExperience } from '../api/card-experience';
import { useCardLocation } from '../api/card-location';
import { useCardSkills } from '../api/card-skills';
import { useCardWorkAuthorisation } from '../api/card-work-authorisation';
import { useSeekerCards } from '../api/get-seeker-cards';
import { useSkipSeekerCard } from '../api/skip-seeker-card';
import { failureText } from '../../../lib/call-failure';
import { VerifyContact } from './verify-contact';
import '../profile.css';

/** The site's own qualifications (India's list on India only; issue 37). */
const SITE_COURSES = coursesOf(site.countryCode);

type Card = Schemas['SeekerCard'];
type Mutation = { isPending: boolean; isError: boolean; error: unknown };

/** One text answer; `list` splits it by commas. */
function TextCard({
  label,
  save,
  list = false,
}: {
  label: string;
  save: { run: (value: string) => void } & Mutation;
  list?: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(PROFILE_FORM_MESSAGES.required);
      return;
    }
    setError(undefined);
    save.run(value.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate className="card-form">
      <FormField
        id={id}
        label={label}
        error={error ?? (save.isError ? failureText(save.error) : undefined)}
        {...(list ? { hint: 'Separate them with commas' } : {})}
      >
        <input
          id={id}
          value={value}
          maxLength={list ? 500 : 100}
          onChange={(e) => setValue(e.target.value)}
          {...fieldAria(id, error ?? (save.isError ? 'x' : undefined), list)}
        />
      </FormField>
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

function ExperienceCard() {
  const id = useId();
  const save = useCardExperience();
  const [years, setYears] = useState(FRESHER_EXPERIENCE_ID);
  const [months, setMonths] = useState(0);
  const fresher = years === FRESHER_EXPERIENCE_ID;
  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ body: fresher ? { years: 0, months: 0 } : { years, months } });
      }}
    >
      <div className="form-grid">
        <ExperienceSelect
          id={`${id}-y`}
          label="Years"
          unit="years"
          fresher
          value={years}
          onChange={setYears}
        />
        {fresher ? null : (
          <ExperienceSelect
            id={`${id}-m`}
            label="Months"
            unit="months"
            value={months}
            onChange={setMonths}
          />
        )}
      </div>
      {save.isError ? <p className="field-error">{failureText(save.error)}</p> : null}
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

function WorkAuthorisationCard() {
  const save = useCardWorkAuthorisation();
  const [chosen, setChosen] = useState<Schemas['UsWorkPermit'][]>([]);
  const [error, setError] = useState<string>();
  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          setError(PROFILE_FORM_MESSAGES.required);
          return;
        }
        setError(undefined);
        save.mutate({ body: { workPermits: chosen } });
      }}
    >
      <fieldset className="permit-list">
        <legend className="field-label">US work permits (up to 5)</legend>
        {WORK_PERMITS.map((permit) => (
          <label key={permit} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(permit)}
              disabled={!chosen.includes(permit) && chosen.length >= 5}
              onChange={(e) =>
                setChosen(
                  e.target.checked ? [...chosen, permit] : chosen.filter((p) => p !== permit),
                )
              }
            />
            {permit}
          </label>
        ))}
      </fieldset>
      {error || save.isError ? (
        <p className="field-error">{error ?? failureText(save.error)}</p>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

function EducationCard() {
  const id = useId();
  const save = useCardEducation();
  const [course, setCourse] = useState('');
  const [type, setType] = useState<Schemas['EducationInput']['educationType']>('Full Time');
  const [error, setError] = useState<string>();
  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!course) {
          setError(PROFILE_FORM_MESSAGES.required);
          return;
        }
        setError(undefined);
        save.mutate({ body: { highestQualification: course, educationType: type } });
      }}
    >
      <div className="form-grid">
        <FormField id={`${id}-c`} label="Highest qualification" error={error}>
          <select
            id={`${id}-c`}
            value={course}
            onChange={(e) => setCourse(e.target.value)}
            {...fieldAria(`${id}-c`, error)}
          >
            <option value="">Select</option>
            {Object.keys(SITE_COURSES).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-t`} label="Education type">
          <select
            id={`${id}-t`}
            value={type}
            onChange={(e) => {
              const chosen = EDUCATION_TYPES.find((t) => t === e.target.value);
              if (chosen) setType(chosen);
            }}
          >
            {EDUCATION_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </FormField>
      </div>
      {save.isError ? <p className="field-error">{failureText(save.error)}</p> : null}
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

function MobileCard() {
  const session = useSession();
  const mobile = session.user?.primaryMobileNumber;
  if (!mobile) return <p>Add a mobile number to your profile to verify it.</p>;
  return <VerifyContact contact={{ kind: 'mobile', ...mobile }} />;
}

function CardBody({ type }: { type: Card['type'] }): ReactNode {
  const location = useCardLocation();
  const designation = useCardDesignation();
  const skills = useCardSkills();
  switch (type) {
    case 'LOCATION':
      return (
        <TextCard
          label="Current location"
          save={{ ...location, run: (v) => location.mutate({ body: { currentLocation: v } }) }}
        />
      );
    case 'DESIGNATION':
      return (
        <TextCard
          label="Current designation"
          save={{ ...designation, run: (v) => designation.mutate({ body: { designation: v } }) }}
        />
      );
    case 'SKILLS':
      return (
        <TextCard
          label="Key skills"
          list
          save={{
            ...skills,
            run: (v) =>
              skills.mutate({
                body: {
                  skills: [
                    ...new Set(
                      v
                        .split(',')
                        .map((s) => s.trim())
                        .filter(Boolean),
                    ),
                  ].slice(0, 50),
                },
              }),
          }}
        />
      );
    case 'EXPERIENCE':
      return <ExperienceCard />;
    case 'WORK_AUTHORISATION':
      return <WorkAuthorisationCard />;
    case 'EDUCATION':
      return <EducationCard />;
    case 'MOBILE_OTP':
      return <MobileCard />;
  }
}

function OpenCard({ card }: { card: Card }) {
  const headingId = useId();
  const skip = useSkipSeekerCard();
  return (
    <li className="seeker-card">
      <div className="seeker-card-head">
        <h3 id={headingId}>{card.title}</h3>
        <button
          type="button"
          className="link-button"
          disabled={skip.isPending}
          onClick={() => skip.mutate({ params: { path: { cardType: card.type } } })}
        >
          Skip<span className="visually-hidden"> {card.title}</span>
        </button>
      </div>
      <CardBody type={card.type} />
      {skip.isError ? <p className="field-error">{failureText(skip.error)}</p> : null}
    </li>
  );
}

/**
 * The open cards, or nothing when every card is answered or skipped, or when the profile is
 * complete: some cards (work permits, the mobile's OTP) add nothing to the score, and a "Complete
 * your profile" list under "Your profile is complete." said the opposite (UX walk N17). The
 * profile's gaps are empty exactly when its score is 100 (the contract's profileGaps).
 */
export function SeekerCards() {
  const headingId = useId();
  const cards = useSeekerCards();
  const session = useSession();
  const open = (cards.data?.cards ?? []).filter((c) => !c.completed && !c.skipped);
  const complete = session.user?.profileGaps.length === 0;
  if (cards.isPending || cards.isError || open.length === 0) return null;
  if (session.status === 'checking' || complete) return null;
  return (
    <section className="card seeker-cards" id="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Complete your profile</h2>
      <ul className="seeker-card-list">
        {open.map((card) => (
          <OpenCard key={card.type} card={card} />
        ))}
      </ul>
    </section>
  );
}
