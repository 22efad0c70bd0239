// splashScreen (GET /middleware/splashScreen): countries with their dial codes and languages.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { splashCountries } from '../domain/site-info';

export const splashScreen = defineOperation(
  'splashScreen',
  (_request, { catalogue }: Deps<'catalogue'>) =>
    ok({
      splashScreenStatus: 200 as const,
      splashScreenResponse: { countries: splashCountries(catalogue) },
    }),
);
