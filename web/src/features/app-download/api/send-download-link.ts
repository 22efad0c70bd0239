// POST download-app-link (appsDownloadLink) with the send-link payload: the send-link machine's
// call (machines/calls/sendAppLink.calls.ts, which the API-level replay runs too) on the app's client.
import { bindCall } from '../../../../../machines/lib/calls';
import { sendLinkCall } from '../../../../../machines/calls/sendAppLink.calls';
import { api } from '../../../lib/api';

export const sendDownloadLink = bindCall(sendLinkCall, api);
