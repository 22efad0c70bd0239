// Every machine with the event cases that reach every branch of it: the registry the model-based
// test and `npm run paths` share. An event with a payload appears once per payload that picks a
// different guarded branch; events without one appear once. Order: the five flows, then the rest.
import { appBannerMachine, type AppBannerPage } from '../appBanner.machine';
import { bellMachine } from '../bell.machine';
import { carouselMachine } from '../carousel.machine';
import { AUTO_LOGIN_SUCCESS_STATUS, SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import { INVALID_MOBILE_MESSAGE } from '../../openapi/vocabulary/messages';
import { ROUTE } from '../../openapi/vocabulary/routes';
import { covidToggleMachine } from '../covidToggle.machine';
import { followMachine } from '../follow.machine';
import { lazyImageMachine } from '../lazyImage.machine';
import { intervalLogic, timerLogic } from '../lib/timer';
import { notificationBarMachine } from '../notificationBar.machine';
import { oldAutoLoginMachine } from '../oldAutoLogin.machine';
import { oneTapLoginMachine, type OneTapPage } from '../oneTapLogin.machine';
import { otpVerificationMachine } from '../otpVerification.machine';
import { searchValidationMachine } from '../searchValidation.machine';
import { seekerBannerMachine } from '../seekerBanner.machine';
import { sendAppLinkMachine } from '../sendAppLink.machine';
import { toastMachine } from '../toast.machine';
import { voiceRecognitionMachine } from '../voiceRecognition.machine';
import { voiceSearchMachine } from '../voiceSearch.machine';
import { defineModel, type MachineModel } from './coverage';

const guestPage: OneTapPage = {
  url: '/search/results?query=java',
  pathname: '/search/results',
  signedIn: false,
  oneTapDisabled: false,
  registrationPopup: false,
};

const oneTapLogin = defineModel(oneTapLoginMachine, [
  { type: 'page.loaded', ...guestPage, pathname: ROUTE.socialCallback },
  { type: 'page.loaded', ...guestPage, signedIn: true, storedRedirectUrl: '/seeker/profile' },
  { type: 'page.loaded', ...guestPage, signedIn: true },
  { type: 'page.loaded', ...guestPage, oneTapDisabled: true },
  { type: 'page.loaded', ...guestPage },
  { type: 'page.loaded', ...guestPage, registrationPopup: true },
  { type: 'script.failed' },
  { type: 'sdk.initDue' },
  { type: 'sdk.ready' },
  { type: 'sdk.unavailable' },
  { type: 'social.credential', credential: 'google-id-token' },
  { type: 'social.dismissed' },
  { type: 'social.validated', status: SOCIAL_VALIDATION.userExists },
  { type: 'social.validated', status: SOCIAL_VALIDATION.userNotExists },
  { type: 'social.validated', status: SOCIAL_VALIDATION.linkedToOtherUser },
  { type: 'social.validated', status: SOCIAL_VALIDATION.delinked },
  { type: 'social.validated', status: 'UNEXPECTED_STATUS' },
  { type: 'social.failed' },
  { type: 'login.answered', status: 200, redirectUrl: '/seeker/dashboard' },
  { type: 'login.answered', status: 500 },
  { type: 'login.failed' },
]);

const voiceSearch = defineModel(voiceSearchMachine, [
  { type: 'voice.supported' },
  { type: 'voice.unsupported' },
  { type: 'voice.open' },
  { type: 'voice.close' },
  { type: 'voice.mic' },
  { type: 'voice.interim', transcript: 'Java developer in Pune' },
  { type: 'voice.final', transcript: 'Java developer in Pune' },
  { type: 'voice.ended' },
  { type: 'voice.error', error: 'no-speech' },
  { type: 'voice.error', error: 'not-allowed' },
  { type: 'reader.parsed', job: 'java developer', location: 'pune', exp: null },
  { type: 'reader.parsed', job: '', location: '', exp: null },
  { type: 'reader.failed' },
]);

const voiceRecognition = defineModel(voiceRecognitionMachine, [
  { type: 'recognition.start' },
  { type: 'speech.interim', transcript: 'java' },
  { type: 'speech.final', transcript: 'java developer' },
  { type: 'speech.end' },
  { type: 'speech.error', error: 'no-speech' },
]);

const sendAppLink = defineModel(
  sendAppLinkMachine,
  [
    { type: 'link.input', value: '98765' },
    { type: 'link.input', value: '98765-43210' },
    { type: 'link.dialCode', value: '91' },
    { type: 'link.submit' },
    { type: 'captcha.solved', token: 'recaptcha-token' },
    { type: 'captcha.failed' },
    { type: 'link.answered', status: 200, responseMessage: 'App link sent to your mobile.' },
    { type: 'link.answered', status: 422, errorMessage: INVALID_MOBILE_MESSAGE },
    { type: 'link.answered', status: 500 },
    { type: 'link.failed' },
  ],
  { countryCode: 'IN', isdCode: '91', dialCodes: ['91'] },
);

const visitorPage: AppBannerPage = {
  dismissed: false,
  registrationStep: false,
  jdSource: false,
  platform: 'android',
};

const appBanner = defineModel(appBannerMachine, [
  { type: 'page.loaded', ...visitorPage, dismissed: true },
  { type: 'page.loaded', ...visitorPage, registrationStep: true },
  { type: 'page.loaded', ...visitorPage, appParam: 'true' },
  { type: 'page.loaded', ...visitorPage },
  { type: 'page.loaded', ...visitorPage, platform: 'ios' },
  { type: 'page.loaded', ...visitorPage, platform: 'other' },
  { type: 'page.scrolled', distanceToBottom: 10 },
  { type: 'page.scrolled', distanceToBottom: 400 },
  { type: 'page.visibility', visible: false },
  { type: 'banner.close' },
  { type: 'banner.openApp' },
  { type: 'store.due' },
]);

const follow = defineModel(
  followMachine,
  [
    { type: 'follow.press', signedIn: false },
    { type: 'follow.press', signedIn: true },
    { type: 'follow.answered', successMessage: 'Company followed successfully.' },
    { type: 'follow.answered', errorMessage: 'You can follow up to 500 companies.' },
    { type: 'follow.answered' },
    { type: 'follow.failed' },
  ],
  { target: 'company', id: 42, followed: false, followers: 0, returnPath: '/' },
);

const toast = defineModel(toastMachine, [
  { type: 'toast.show', message: 'Saved.', tone: 'success', kind: 'default' },
  { type: 'toast.show', message: 'Please try again.', tone: 'failure', kind: 'social' },
  { type: 'toast.expired' },
  { type: 'toast.removed' },
]);

const notificationBar = defineModel(notificationBarMachine, [
  { type: 'bar.show', tone: 'success', message: 'Profile updated.' },
  { type: 'bar.show', tone: 'failure' },
  { type: 'bar.close' },
]);

const covidToggle = defineModel(covidToggleMachine, [
  { type: 'covid.init', signedIn: true, returnPath: '/seeker/dashboard' },
  { type: 'covid.init', signedIn: false, returnPath: '/seeker/dashboard' },
  { type: 'covid.loaded', covidLayoff: true },
  { type: 'covid.toggle', covidLayoff: false },
  { type: 'covid.saved' },
  { type: 'covid.failed' },
]);

const bell = defineModel(bellMachine, [
  { type: 'bell.init', signedIn: true, enabled: true },
  { type: 'bell.init', signedIn: false, enabled: true },
  { type: 'bell.counted', total: 3 },
  { type: 'bell.counted' },
  { type: 'bell.failed' },
  { type: 'bell.refresh' },
  { type: 'bell.open' },
]);

const oldAutoLogin = defineModel(oldAutoLoginMachine, [
  { type: 'autoLogin.init', disabled: true },
  { type: 'autoLogin.init', disabled: false },
  { type: 'autoLogin.due' },
  {
    type: 'autoLogin.answered',
    status: AUTO_LOGIN_SUCCESS_STATUS,
    cookies: [
      {
        'cookie-name': 'MSSOCLIENT',
        'cookie-value': 'session-token',
        path: '/',
        domain: '.example.com',
        expires: '2030-01-01T00:00:00.000Z',
      },
    ],
  },
  { type: 'autoLogin.answered', status: 204, cookies: [] },
  { type: 'autoLogin.failed' },
]);

const seekerBanner = defineModel(seekerBannerMachine, [
  { type: 'listener.attached' },
  { type: 'listener.unavailable' },
  { type: 'listener.retryDue' },
  { type: 'engagement.received', card: { campaign_name: 'profile-completion' } },
  { type: 'engagement.dismissed' },
]);

const carousel = defineModel(
  carouselMachine,
  [
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', page: 1 },
    { type: 'carousel.pointerEnter' },
    { type: 'carousel.pointerLeave' },
    { type: 'autoplay.tick' },
  ],
  { pageCount: 2, loop: true },
);

const lazyImage = defineModel(lazyImageMachine, [
  { type: 'image.inView' },
  { type: 'image.cached' },
  { type: 'image.loaded' },
  { type: 'image.failed' },
]);

const searchValidation = defineModel(searchValidationMachine, [
  { type: 'search.submit', form: 'advanced', keyword: ' ', location: '' },
  { type: 'search.submit', form: 'home', keyword: '', location: '' },
  { type: 'search.submit', form: 'home', keyword: '@#$', location: '' },
  { type: 'search.submit', form: 'home', keyword: 'java', location: 'Pune' },
  { type: 'search.edit' },
]);

const otpVerification = defineModel(otpVerificationMachine, [
  { type: 'otp.send' },
  {
    type: 'otp.sent',
    message: 'OTP sent to +91 9876543210.',
    otpLength: 6,
    expiresInSeconds: 600,
    resendAfterSeconds: 30,
  },
  { type: 'otp.sendFailed', message: 'Please wait before requesting another OTP.' },
  { type: 'otp.input', value: '123' },
  { type: 'otp.input', value: '123456' },
  { type: 'otp.submit' },
  { type: 'otp.verified' },
  { type: 'otp.rejected', message: 'Invalid OTP. Please try again.' },
  { type: 'otp.resendDue' },
  { type: 'otp.expired' },
]);

// The timers' own delayed events: their named delay `timeout` on their state `running`.
const timer = defineModel(timerLogic, [{ type: 'xstate.after.timeout.timer.running' }], {
  delay: 100,
  event: { type: 'timer.expired' },
});

const interval = defineModel(intervalLogic, [{ type: 'xstate.after.timeout.interval.running' }], {
  delay: 100,
  event: { type: 'interval.tick' },
});

export const machineModels: readonly MachineModel[] = [
  oneTapLogin,
  voiceSearch,
  sendAppLink,
  appBanner,
  follow,
  voiceRecognition,
  toast,
  notificationBar,
  covidToggle,
  bell,
  oldAutoLogin,
  seekerBanner,
  carousel,
  lazyImage,
  searchValidation,
  otpVerification,
  timer,
  interval,
];
