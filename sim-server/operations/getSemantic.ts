// getSemantic (POST /middleware/voice-search/getSemantic): semantic parse of voice-search text.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { siteIndex } from '../search/indexes';
import { parseSpokenSearch } from '../search/voice';

export const getSemantic = defineOperation(
  'getSemantic',
  ({ site, body }, { indexes }: Deps<'indexes'>) => {
    const parsed = parseSpokenSearch(siteIndex(indexes, site), body.text);
    return ok({
      job: parsed.job,
      locations: parsed.locations,
      experience: parsed.experience,
      entities: [
        ...parsed.job.map((text) => ({ text, type: 'job' as const })),
        ...parsed.locations.map((text) => ({ text, type: 'location' as const })),
        ...(parsed.experience === null
          ? []
          : [{ text: String(parsed.experience), type: 'experience' as const }]),
      ],
    });
  },
);
