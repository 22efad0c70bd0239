// Shared by the catalogue tests: an Ajv 2020 validator compiled straight from the bundled
// contract, and the dynamic fields filled in the way the server presents a seeded job.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { renderDescription } from '../../sim-server/catalogue';
import type { Catalogue, SeedJob } from '../../sim-server/catalogue/types';

const CONTRACT_ID = 'https://contract.local/catalogue-tests/openapi.json';
const DAY_MS = 24 * 60 * 60 * 1000;

let ajv: Ajv2020 | undefined;

/** A validator for one of the contract's component schemas, e.g. schemaValidator('Job'). */
export function schemaValidator(name: string): ValidateFunction {
  if (!ajv) {
    const document = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as object;
    ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: CONTRACT_ID });
  }
  const validate = ajv.getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`The contract has no schema ${name}.`);
  return validate;
}

/** Ajv's errors for one value, readable in a failed assertion. */
export function problems(validate: ValidateFunction, value: unknown): string {
  return validate(value) ? '' : JSON.stringify(validate.errors?.slice(0, 3));
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A seeded job as the API shows it: seeker marks, dates from the offsets, description filled. */
export function presentJob(
  catalogue: Catalogue,
  job: SeedJob,
  now: number,
): Record<string, unknown> {
  const today = now - (now % DAY_MS);
  const presented: Record<string, unknown> = {
    ...job,
    description: renderDescription(catalogue, job),
    postedAt: new Date(now - job.postedMinutesAgo * 60_000).toISOString(),
    isApplied: false,
    isSaved: false,
    walkin_date: null,
  };
  if (job.walkIn) {
    presented.walkin_date = isoDate(today + job.walkIn.startsInDays * DAY_MS);
    presented.walkInVenue = {
      city: job.walkIn.city,
      startDate: isoDate(today + job.walkIn.startsInDays * DAY_MS),
      endDate: isoDate(today + job.walkIn.endsInDays * DAY_MS),
      address: job.walkIn.address,
      timings: job.walkIn.timings,
    };
  }
  delete presented.postedMinutesAgo;
  delete presented.walkIn;
  delete presented.descriptionTemplate;
  delete presented.applyOnRedirect;
  return presented;
}

/** Every job of every site. */
export function allJobs(catalogue: Catalogue): SeedJob[] {
  return Object.values(catalogue.sites).flatMap((site) => site.jobs);
}
