import { sendAppLinkDriver } from './drivers/send-app-link';
import { replayMachine } from './replay';

replayMachine('sendAppLink', sendAppLinkDriver);
