// Every machine's backend calls, by machine id and actor name, as events: what the API-level replay
// runs against its backend. The web app imports each call from its own module instead.
import { reportOf, type CallReport } from '../lib/calls';
import { notificationCountCall } from './bell.calls';
import { loadCovidFlagCall, saveCovidFlagCall } from './covidToggle.calls';
import { followCall } from './follow.calls';
import { rioAutoLoginCall } from './oldAutoLogin.calls';
import { rioLoginCall, validateSocialCall } from './oneTapLogin.calls';
import { sendLinkCall } from './sendAppLink.calls';
import { readVoiceCall } from './voiceSearch.calls';

export type MachineCalls = Readonly<Record<string, Readonly<Record<string, CallReport>>>>;

export const MACHINE_CALLS: MachineCalls = {
  oneTapLogin: { validateSocial: reportOf(validateSocialCall), rioLogin: reportOf(rioLoginCall) },
  voiceSearch: { readVoice: reportOf(readVoiceCall) },
  sendAppLink: { sendLink: reportOf(sendLinkCall) },
  follow: { followRequest: reportOf(followCall) },
  covidToggle: {
    loadCovidFlag: reportOf(loadCovidFlagCall),
    saveCovidFlag: reportOf(saveCovidFlagCall),
  },
  bell: { loadNotificationCount: reportOf(notificationCountCall) },
  oldAutoLogin: { rioAutoLogin: reportOf(rioAutoLoginCall) },
};
