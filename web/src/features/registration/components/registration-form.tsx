// Registration (spec sections 2, 4, 5): name, email, mobile number with the site's dial codes
// (the Gulf offers six; elsewhere the one code is shown read-only), a password unless a Google
// account registers, the current location and the experience. After a one-tap USER_NOT_EXISTS the
// social token (MOTS_AUTH) stands for the password and the Google account fills the email and name.
// Problems show next to their field and keep what was typed; once registered (the server starts
// the session) an optional resume step follows, then the seeker goes back to the stored URL, a path
// of this site, else the dashboard.
import { fieldAria, FormField } from '../../../components/form-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REGISTRATION_MESSAGES } from '../../../../../openapi/vocabulary/messages';
import {
  REGISTRATION_SOCIAL_PARAM,
  safeReturnPath,
  seekerLoginUrl,
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderId,
} from '../../../../../openapi/vocabulary/routes';
import { SOCIAL_VALIDATION } from '../../../../../openapi/vocabulary/calls';
import { COOKIE } from '../../../../../openapi/vocabulary/cookies';
import {
  ISD_MAX_CHARS,
  MAX_EXPERIENCE_MONTHS,
  MAX_EXPERIENCE_YEARS,
  MOBILE_NUMBER_MAX_CHARS,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
} from '../../../../../openapi/vocabulary/limits';
import { validateSocial } from '../../../api/validate-social';
import { PageLoading } from '../../../components/page-loading';
import { PasswordInput } from '../../../components/password-input';
import type { SignInState } from '../../../lib/sign-in-state';
import { readCookie } from '../../../lib/cookies';
import { site } from '../../../lib/site';
import { ResumeStep } from './resume-step';
import { useRegistration, type Registration, type SocialAccount } from './use-registration';
import '../registration.css';

const yearsOptions = Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, n) => n);
const monthsOptions = Array.from({ length: MAX_EXPERIENCE_MONTHS + 1 }, (_, n) => n);

interface FormProps {
  heading?: 'h1' | 'h2';
  titleId: string;
  /** Told once the seeker is registered (and signed in), before the page leaves. */
  onRegistered?: () => void;
}

/** The mobile number with the site's dial code: a choice in the Gulf, read-only elsewhere. */
function MobileNumberField({ registration }: { registration: Registration }) {
  const { id, input, set, errors, fieldId } = registration;
  return (
    <div className="field">
      <span className="field-label" id={`${id}-mobile-label`}>
        Mobile number
      </span>
      <div className="registration-mobile">
        {site.dialCodes.length > 1 ? (
          <select
            aria-label="Country code"
            value={input.countryCode}
            onChange={(event) => set('countryCode', event.target.value)}
          >
            {site.dialCodes.map((code) => (
              <option key={code} value={code}>
                +{code}
              </option>
            ))}
          </select>
        ) : (
          <input
            aria-label="Country code"
            className="registration-isd"
            readOnly
            maxLength={ISD_MAX_CHARS}
            value={`+${input.countryCode}`}
          />
        )}
        <input
          id={fieldId('mobileNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-labelledby={`${id}-mobile-label`}
          maxLength={MOBILE_NUMBER_MAX_CHARS}
          value={input.mobileNumber}
          onChange={(event) => set('mobileNumber', event.target.value.replace(/\D/g, ''))}
          {...fieldAria(fieldId('mobileNumber'), errors.mobileNumber)}
        />
      </div>
      {errors.mobileNumber ? (
        <p id={`${fieldId('mobileNumber')}-error`} className="field-error">
          {errors.mobileNumber}
        </p>
      ) : null}
    </div>
  );
}

/** The current location, one of the site's cities. */
function LocationField({ registration }: { registration: Registration }) {
  const { input, set, errors, fieldId } = registration;
  return (
    <FormField
      id={fieldId('currentLocation')}
      label="Current location"
      error={errors.currentLocation}
    >
      <select
        id={fieldId('currentLocation')}
        value={input.currentLocation}
        onChange={(event) => set('currentLocation', event.target.value)}
        {...fieldAria(fieldId('currentLocation'), errors.currentLocation)}
      >
        <option value="">Choose your city</option>
        {site.cities.map((city) => (
          <option key={city.city} value={city.city}>
            {city.city}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The total experience in years and months. */
function ExperienceFields({ registration }: { registration: Registration }) {
  const { input, set } = registration;
  return (
    <fieldset className="registration-experience">
      <legend className="field-label">Total experience</legend>
      <label>
        <span>Years</span>
        <select
          value={input.experienceYears}
          onChange={(event) => set('experienceYears', Number(event.target.value))}
        >
          {yearsOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Months</span>
        <select
          value={input.experienceMonths}
          onChange={(event) => set('experienceMonths', Number(event.target.value))}
        >
          {monthsOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/**
 * "This email is already registered. Sign in instead." with "Sign in" a link to the sign-in page,
 * which keeps the return URL and gets the typed email (router state, so it stays out of the URL).
 */
function EmailRegistered({ email }: { email: string }) {
  const [params] = useSearchParams();
  const { emailRegistered, emailRegisteredSignIn } = REGISTRATION_MESSAGES;
  const at = emailRegistered.indexOf(emailRegisteredSignIn);
  const returnPath = safeReturnPath(params.get('return_url') ?? readCookie(COOKIE.redirect));
  return (
    <>
      {emailRegistered.slice(0, at)}
      <Link to={seekerLoginUrl(returnPath)} state={{ email } satisfies SignInState}>
        {emailRegisteredSignIn}
      </Link>
      {emailRegistered.slice(at + emailRegisteredSignIn.length)}
    </>
  );
}

/** The name, email and (unless a social account stands for it) password fields. */
function AccountFields({ registration }: { registration: Registration }) {
  const { input, set, errors, fieldId, social } = registration;
  return (
    <>
      <FormField id={fieldId('name')} label="Full name" error={errors.name}>
        <input
          id={fieldId('name')}
          autoComplete="name"
          maxLength={NAME_MAX_CHARS}
          value={input.name}
          onChange={(event) => set('name', event.target.value)}
          {...fieldAria(fieldId('name'), errors.name)}
        />
      </FormField>
      <FormField
        id={fieldId('email')}
        label="Email"
        error={errors.email}
        errorView={
          errors.email === REGISTRATION_MESSAGES.emailRegistered ? (
            <EmailRegistered email={input.email.trim()} />
          ) : undefined
        }
      >
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          value={input.email}
          onChange={(event) => set('email', event.target.value)}
          {...fieldAria(fieldId('email'), errors.email)}
        />
      </FormField>
      <MobileNumberField registration={registration} />
      {social ? null : (
        <FormField id={fieldId('password')} label="Password" error={errors.password}>
          <PasswordInput
            id={fieldId('password')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_CHARS}
            value={input.password}
            onChange={(event) => set('password', event.target.value)}
            {...fieldAria(fieldId('password'), errors.password)}
          />
        </FormField>
      )}
    </>
  );
}

function RegistrationFields({
  account,
  heading = 'h1',
  titleId,
  onRegistered,
  onDone,
}: FormProps & {
  account: SocialAccount | undefined;
  /** Registered: where the seeker goes after the resume step. */
  onDone: (destination: string) => void;
}) {
  const registration = useRegistration({ account, onRegistered, onDone });
  const { form, formError, busy, submit } = registration;
  const Heading = heading;
  return (
    <form
      ref={form}
      className="registration"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="page-title">
        Register
      </Heading>
      {account !== undefined ? (
        <p className="registration-lead">
          You are registering with your {SOCIAL_PROVIDER_NAMES[account.provider]} account{' '}
          <strong>{account.email}</strong>.
        </p>
      ) : (
        <p className="registration-lead">
          Create your account to apply in a tap, save jobs and get job alerts.
        </p>
      )}
      <AccountFields registration={registration} />
      <LocationField registration={registration} />
      <ExperienceFields registration={registration} />
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}

/**
 * The form, once the social account a registration brings (if any) is known: the social token is
 * validated again, with the provider the page was opened for (`social=facebook` from Facebook's
 * sign-on, else Google's one-tap), and only a USER_NOT_EXISTS answer makes this a social
 * registration, prefilled with the account's email and the name the provider gives.
 * Once registered it shows the optional resume step, whose state lives here: registering clears the
 * social token, which remounts the fields.
 */
export function RegistrationForm(props: FormProps) {
  // Set once registered: the optional resume step shows, then the seeker goes here.
  const [destination, setDestination] = useState<string>();
  const [params] = useSearchParams();
  const provider: SocialProviderId =
    params.get(REGISTRATION_SOCIAL_PARAM) === 'facebook' ? 'facebook' : 'google';
  const token = readCookie(COOKIE.socialToken);
  const validation = useQuery({
    queryKey: ['registration', 'social-token', provider, token],
    queryFn: ({ signal }) => validateSocial(token ?? '', signal, provider),
    enabled: token !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  if (destination !== undefined) {
    return (
      <ResumeStep
        heading={props.heading ?? 'h1'}
        titleId={props.titleId}
        destination={destination}
      />
    );
  }
  if (token !== undefined && validation.isPending) return <PageLoading />;
  const data = validation.data;
  const account =
    data?.validationStatus === SOCIAL_VALIDATION.userNotExists && data.email
      ? { provider, email: data.email, name: data.name ?? '' }
      : undefined;
  return (
    <RegistrationFields
      key={account?.email ?? ''}
      account={account}
      onDone={setDestination}
      {...props}
    />
  );
}
