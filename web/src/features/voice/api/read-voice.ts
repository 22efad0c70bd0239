// POST /middleware/voice/reader (spec section 7): the final transcript in lower case as {data};
// the answer's job, location and exp fill the search. An empty answer is a 200 with empty fields.
import { api } from '../../../lib/api';
import type { VoiceReaderInput } from '../../../../../machines/voiceSearch.machine';

export async function readVoice(body: VoiceReaderInput, signal: AbortSignal) {
  const { data, error } = await api.POST('/middleware/voice/reader', { body, signal });
  if (!data) throw new Error(`voice reader failed: ${JSON.stringify(error)}`);
  return data;
}
