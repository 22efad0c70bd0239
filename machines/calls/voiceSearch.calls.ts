// The voice search machine's call (spec sections 3, 7): POST the voice reader with the final
// transcript; its job, location and exp become `reader.parsed` (an empty answer is a 200 with empty
// fields); no answer is `reader.failed`.
import type { Schemas } from '../../openapi/client';
import type { MachineCall } from '../lib/calls';
import type { VoiceReaderInput, VoiceSearchEvent } from '../voiceSearch.machine';

export const readVoiceCall: MachineCall<
  VoiceReaderInput,
  Schemas['VoiceReaderResponse'],
  VoiceSearchEvent
> = {
  run: async (client, body, signal) => {
    const { data, error } = await client.POST('/middleware/voice/reader', { body, signal });
    if (!data) throw new Error(`voice reader failed: ${JSON.stringify(error)}`);
    return data;
  },
  done: ({ job, location, exp }) => ({ type: 'reader.parsed', job, location, exp }),
  failed: () => ({ type: 'reader.failed' }),
};
