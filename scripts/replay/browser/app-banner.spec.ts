import { appBannerDriver } from './drivers/app-banner';
import { replayMachine } from './replay';

replayMachine('appBanner', appBannerDriver);
