// voiceReader (POST /middleware/voice/reader): parse spoken search text into keyword, location and experience.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { siteIndex } from '../search/indexes';
import { parseSpokenSearch } from '../search/voice';

export const voiceReader = defineOperation(
  'voiceReader',
  ({ site, body }, { indexes }: Deps<'indexes'>) => {
    const parsed = parseSpokenSearch(siteIndex(indexes, site), body.data);
    return ok({
      job: parsed.job.join(', '),
      location: parsed.locations.join(', '),
      exp: parsed.experience,
    });
  },
);
