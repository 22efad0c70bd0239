import { followDriver } from './drivers/follow';
import { replayMachine } from './replay';

replayMachine('follow', followDriver);
