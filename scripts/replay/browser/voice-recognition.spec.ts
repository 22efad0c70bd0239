import { voiceRecognitionDriver } from './drivers/voice';
import { replayMachine } from './replay';

replayMachine('voiceRecognition', voiceRecognitionDriver);
