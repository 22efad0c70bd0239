import { voiceSearchDriver } from './drivers/voice';
import { replayMachine } from './replay';

replayMachine('voiceSearch', voiceSearchDriver);
