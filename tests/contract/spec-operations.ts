// The operations spec section 7 names, and the operationId each keeps in the contract.
// Site middleware names become operationIds by camel-casing ('upload-resume' -> uploadResume,
// 'companyFollow/' -> companyFollow); the other calls are named here after what they do.

/** The site middleware operation names, exactly as section 7 lists them. */
export const MIDDLEWARE_OPERATION_NAMES = [
  'userDashboard',
  'collaborativeJobs',
  'suggestedJobs',
  'appliedJobs',
  'savedJobs',
  'networkJobs',
  'jobSave',
  'jobUnSave',
  'getMobileOtp',
  'getMobileOtpV2',
  'verifyMobileOtp',
  'verifyEmailWithLink',
  'getEmailOtp',
  'verifyEmailOtp',
  'savedSearches',
  'jobsearch',
  'saveSearch',
  'jobdetail',
  'searchBanners',
  'canJobApply',
  'jobApply',
  'jobApplySuccess',
  'jobApplyAor',
  'upload-resume',
  'createJobAlert',
  'editJobAlert',
  'jobAlerts',
  'deleteJobAlert',
  'profiles',
  'registerPersonal',
  'employement',
  'editEmploymentDetails',
  'educational',
  'editEducationDetails',
  'jobpreferences',
  'splashScreen',
  'upload-avatar',
  'checkExistence',
  'userMe',
  'socialLink',
  'socialUnlink',
  'userJobInfo',
  'seekerRelations',
  'resumeParserV1',
  'covidLayoffFlag',
  'editCovidLayoffFlag',
  'createSkills',
  'followedCompanies',
  'companyFollow/',
  'companyUnfollow/',
  'recruiterFollow/',
  'recruiterUnfollow/',
  'publish/events/user-engage',
  'publish/career-events',
  'career-services/fetchSeekerServices',
] as const;

/** camelCase of a spec operation name: separators '/' and '-' dropped, next letter upper-cased. */
export function operationIdOf(specName: string): string {
  return specName
    .replace(/\/+$/, '')
    .replace(/[/-]+(.)/g, (_match, next: string) => next.toUpperCase());
}

/** The 'also' operations of section 7. */
export const ALSO_OPERATIONS: Record<string, string> = {
  'send-otp v1': 'sendOtp',
  'send-otp v2': 'sendOtpV2',
  'seeker cards: get': 'getSeekerCards',
  'seeker cards: skip': 'skipSeekerCard',
  'seeker cards: update location': 'updateSeekerCardLocation',
  'seeker cards: work authorisation': 'updateSeekerCardWorkAuthorisation',
  'seeker cards: education': 'updateSeekerCardEducation',
  'seeker cards: experience': 'updateSeekerCardExperience',
  'seeker cards: designation': 'updateSeekerCardDesignation',
  'seeker cards: skills': 'updateSeekerCardSkills',
  'seeker cards: mobile OTP': 'verifySeekerCardMobileOtp',
  'job view count': 'jobViewCount',
  'notifications email': 'notificationsEmail',
  'apps download-link': 'appsDownloadLink',
  'cms polls': 'cmsPolls',
  'cart count': 'cartCount',
  'profile-stats': 'profileStats',
  'voice-search getSemantic': 'getSemantic',
};

/** The known calls of section 7, with the path where the spec gives one. */
export const KNOWN_CALLS: Record<string, { operationId: string; path?: string; method?: string }> =
  {
    'notification count': {
      operationId: 'notificationCount',
      path: '/middleware/notifications/count',
      method: 'get',
    },
    'bell list': {
      operationId: 'bellNotifications',
      path: '/middleware/bell-notification',
      method: 'get',
    },
    profile: { operationId: 'profiles', method: 'get' },
    'cart count': { operationId: 'cartCount', method: 'get' },
    'covid flag get': { operationId: 'covidLayoffFlag', method: 'get' },
    'covid flag update': { operationId: 'editCovidLayoffFlag', method: 'post' },
    banners: { operationId: 'searchBanners', method: 'get' },
    splash: { operationId: 'splashScreen', method: 'get' },
    'download-app-link': { operationId: 'appsDownloadLink', method: 'post' },
    logout: { operationId: 'logout', method: 'post' },
    'e-cash balance': { operationId: 'ecashBalance', method: 'get' },
    'social-validate': { operationId: 'socialValidate', method: 'post' },
    'rio login': { operationId: 'rioLogin', method: 'post' },
    'rio auto-login': {
      operationId: 'rioAutoLogin',
      path: '/middleware/rioAutoLogin',
      method: 'get',
    },
    'publish events (penguin)': {
      operationId: 'publishPenguinEvents',
      path: '/penguin/api/public/events/new/v1/publish',
      method: 'post',
    },
    'recent searches': {
      operationId: 'recentSearches',
      path: '/penguin/api/public/events/v1/ml/recent-searches',
      method: 'get',
    },
    'publish events (middleware)': {
      operationId: 'publishEvents',
      path: '/middleware/publish/events',
      method: 'post',
    },
    'publish user-engage events': { operationId: 'publishEventsUserEngage', method: 'post' },
    'autocomplete keywords': { operationId: 'autocompleteKeywords', method: 'get' },
    'autocomplete locations': { operationId: 'autocompleteLocations', method: 'get' },
    'autocomplete suggestions': { operationId: 'autocompleteSuggestions', method: 'get' },
    'company list': { operationId: 'companyList', method: 'get' },
    'master data': { operationId: 'masterData', method: 'get' },
    'search results': { operationId: 'searchResults', method: 'get' },
    'voice reader': { operationId: 'voiceReader', method: 'post' },
    'career events': { operationId: 'publishCareerEvents', method: 'post' },
    'followed companies': { operationId: 'followedCompanies', method: 'get' },
    'company follow': { operationId: 'companyFollow' },
    'company unfollow': { operationId: 'companyUnfollow' },
    'recruiter follow': { operationId: 'recruiterFollow' },
    'recruiter unfollow': { operationId: 'recruiterUnfollow' },
    'resume update': { operationId: 'resumeUpdate', method: 'post' },
    'job detail': { operationId: 'jobDetailSdt', path: '/v4/xyz/{l_id}/sdt/{t_id}', method: 'get' },
  };

/** Operations the contract adds beyond section 7, each for a reason given in its description. */
export const DESIGNED_OPERATIONS = [
  'employersOfChoice',
  'deleteSavedSearch',
  // The profile and account pages of section 2 (openapi/paths/account.yaml).
  'editPersonalDetails',
  'editAccomplishments',
  'resumes',
  'accountSettings',
  'changePassword',
  'feedback',
  // Deleting profile list items (openapi/paths/profile.yaml: DELETE beside each edit).
  'deleteEmploymentDetails',
  'deleteEducationDetails',
  'deleteSkill',
  // The recruiters a seeker follows, listed beside the companies (openapi/paths/follow.yaml).
  'followedRecruiters',
  // Deleting a kept resume (openapi/paths/account.yaml): nothing is overwritten silently.
  'deleteResume',
  // Recovering a password and signing in with a code (openapi/paths/recovery.yaml).
  'forgotPassword',
  'resetPassword',
  'otpLogin',
  // Section 1's career-advice links lead to articles the simulator serves (issue 19).
  'careerAdvice',
] as const;

/** Every operationId the contract must hold. */
export function requiredOperationIds(): Set<string> {
  return new Set([
    ...MIDDLEWARE_OPERATION_NAMES.map(operationIdOf),
    ...Object.values(ALSO_OPERATIONS),
    ...Object.values(KNOWN_CALLS).map((call) => call.operationId),
  ]);
}
