// POST /middleware/voice/reader (spec section 7): the final transcript in lower case as {data};
// the answer's job, location and exp fill the search. An empty answer is a 200 with empty fields.
// The voice search machine's call (machines/calls/voiceSearch.calls.ts) on the app's client.
import { readVoiceCall } from '../../../../../machines/calls/voiceSearch.calls';
import { bindCall } from '../../../../../machines/lib/calls';
import { api } from '../../../lib/api';

export const readVoice = bindCall(readVoiceCall, api);
