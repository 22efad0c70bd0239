// appsDownloadLink (POST /middleware/apps/download-link): send the job app's download link to a mobile number.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { sendAppLink } from '../domain/send-link';

export const appsDownloadLink = defineOperation(
  'appsDownloadLink',
  ({ body, site, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) =>
    ok({ responseMessage: sendAppLink(store, catalogue, site, body, now) }),
);
