import { oneTapLoginDriver } from './drivers/one-tap';
import { replayMachine } from './replay';

replayMachine('oneTapLogin', oneTapLoginDriver);
