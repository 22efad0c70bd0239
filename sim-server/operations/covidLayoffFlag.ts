// covidLayoffFlag (GET /middleware/covidLayoffFlag): whether the seeker's job was affected by COVID-19.
import { defineOperation, ok } from '../api/operation';

export const covidLayoffFlag = defineOperation('covidLayoffFlag', ({ account }) =>
  ok({ Status: 200 as const, Response: { covidLayoff: account.covidLayoff } }),
);
