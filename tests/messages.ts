// The message table: every message of spec sections 5 and 8, the named texts of section 2 and the
// bar's and follow's texts of section 4, each with the text as the spec writes it (copied here, so
// that the check needs no spec file beside the repository), the vocabulary export the product shows
// it from, and the tests that make the product show it. tests/unit/message-table.test.ts holds the
// table to the vocabulary (character for character) and to the tests (each must exist and spell
// or import the message). A new message of the spec gets a row here, with its test.

export interface ShownBy {
  /** A test file, from the repository's root. */
  file: string;
  /** The test's title, or a piece of it as the file writes it (`${code}` included). */
  title: string;
}

export interface MessageRow {
  /** Spec section(s). */
  section: string;
  /**
   * The text as the spec writes it, placeholders in braces ({max}, {ms}, {n}); null where the spec
   * does not show the wording (the product's text is then ours, and only its tests are checked).
   */
  spec: string | null;
  /**
   * The export of openapi/vocabulary/messages.ts: a name, or `NAME.key` for an object's entry;
   * null for a message the product cannot show (see cannotHappen).
   */
  product: string | null;
  /** For a message with placeholders: the values the check fills them with, in order. */
  args?: readonly number[];
  shownBy: readonly ShownBy[];
  /**
   * For a message the product can never show: why, and the file that says so where the next
   * reader looks (it must spell the message).
   */
  cannotHappen?: { why: string; file: string };
}

const GW = 'tests/web/features/guest-widgets.test.tsx';
const SEARCH = 'tests/web/features/search.test.tsx';
const HF = 'tests/web/features/home-features.test.tsx';
const CLIENT = 'tests/unit/client.test.ts';

export const MESSAGE_TABLE: readonly MessageRow[] = [
  // ------------------------------------------------------------------ section 5: validation
  {
    section: '5',
    spec: 'Please enter a valid mobile number',
    product: 'INVALID_MOBILE_MESSAGE',
    shownBy: [
      {
        file: HF,
        title:
          'When letters are typed, then only the digits stay; an invalid number shows the error',
      },
    ],
  },
  {
    section: '5',
    spec: 'Please enter a keyword such as java, sales or name of the city',
    product: 'SEARCH_BLANK_MESSAGE',
    shownBy: [
      { file: SEARCH, title: 'When both boxes are blank, then the toast says what to enter' },
    ],
  },
  {
    section: '5',
    spec: 'Please enter a keyword such as java, sales',
    product: 'ADVANCED_SEARCH_BLANK_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/searchValidation.machine.test.ts',
        title:
          'When both fields are blank on the advanced form, then the keyword gets focus and its message',
      },
    ],
  },
  {
    section: '5',
    spec: 'Only special character(s) are not allowed',
    product: 'SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE',
    shownBy: [
      {
        file: SEARCH,
        title: 'When a box holds only special characters, then the toast refuses them',
      },
    ],
  },
  {
    section: '5',
    spec: "You've already selected {max} locations.",
    product: 'locationLimitMessage',
    args: [5],
    shownBy: [
      { file: GW, title: "then the multi-select says You've already selected 5 locations." },
    ],
  },
  {
    section: '5',
    spec: 'No result found',
    product: 'NO_RESULT_MESSAGE',
    shownBy: [
      { file: GW, title: 'uses Find Companies blank, with no match and with a company' },
      {
        file: GW,
        title: 'then the list says No result found and Please enter a valid location.',
      },
    ],
  },
  {
    section: '5',
    spec: 'List is empty.',
    product: 'EMPTY_LIST_MESSAGE',
    shownBy: [
      {
        file: GW,
        title:
          'When the site has no industries, functions or roles, then each list says List is empty.',
      },
    ],
  },
  {
    section: '5',
    spec: 'Please enter a valid location.',
    product: 'INVALID_LOCATION_MESSAGE',
    shownBy: [
      {
        file: GW,
        title: 'then the list says No result found and Please enter a valid location.',
      },
    ],
  },
  {
    section: '5',
    spec: 'No result found for your search. Please enter a company.',
    product: 'COMPANY_NO_MATCH_MESSAGE',
    shownBy: [{ file: GW, title: 'uses Find Companies blank, with no match and with a company' }],
  },
  {
    section: '5',
    spec: 'Please select minium salary',
    product: 'SALARY_MIN_MISSING_MESSAGE',
    shownBy: [
      {
        file: GW,
        title: "When only one salary bound is chosen on India's advanced search",
      },
    ],
  },
  {
    section: '5',
    spec: 'Please select maximum salary',
    product: 'SALARY_MAX_MISSING_MESSAGE',
    shownBy: [
      {
        file: GW,
        title: "When only one salary bound is chosen on India's advanced search",
      },
    ],
  },
  {
    section: '5',
    spec: 'Please select comapny name',
    product: 'COMPANY_BLANK_MESSAGE',
    shownBy: [{ file: GW, title: 'uses Find Companies blank, with no match and with a company' }],
  },
  {
    section: '5',
    spec: "Sorry, I didn't get what you said. Go ahead I'm listening...",
    product: 'VOICE_NOT_UNDERSTOOD_MESSAGE',
    shownBy: [
      {
        file: HF,
        title:
          'When nothing is understood, then the Sorry message shows and the engine keeps listening',
      },
    ],
  },

  // ------------------------------------------------------------------ section 8: errors
  {
    section: '8',
    spec: 'Network error. Please try again after sometime',
    product: 'GENERIC_FAILURE_MESSAGE',
    shownBy: [
      {
        file: CLIENT,
        title: 'When a failure has no message, then the generic network message shows',
      },
    ],
  },
  {
    section: '8',
    spec: 'This ajax request do not have configured any url',
    product: null,
    shownBy: [],
    cannotHappen: {
      why: 'Every call of the typed client names a path of the contract; a call without one does not compile.',
      file: 'openapi/vocabulary/README.md',
    },
  },
  {
    section: '8',
    spec: 'An error occurred. Please try again.',
    product: 'SEND_LINK_FAILED_MESSAGE',
    shownBy: [
      {
        file: HF,
        title: 'When the call fails with another status, then the generic failure toast shows',
      },
    ],
  },
  {
    section: '8',
    spec: 'Selected google account is linked with other user.',
    product: 'SOCIAL_LINKED_TO_OTHER_USER_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/oneTapLogin.machine.test.ts',
        title: 'USER_LINKED_TO_OTHER_USER',
      },
    ],
  },
  {
    section: '8',
    spec: null,
    product: 'SOCIAL_DELINKED_MESSAGE',
    shownBy: [{ file: 'tests/machines/oneTapLogin.machine.test.ts', title: 'USER_DELINKED' }],
  },
  {
    section: '8',
    spec: 'Please try again.',
    product: 'SOCIAL_GENERIC_FAILURE_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/oneTapLogin.machine.test.ts',
        title: 'When the validation call fails, then the generic toast shows',
      },
    ],
  },
  {
    section: '8',
    spec: 'Somethinge went wrong please try again.',
    product: 'LOGIN_FAILED_MESSAGE',
    shownBy: [
      { file: 'tests/machines/oneTapLogin.machine.test.ts', title: 'LOGIN_FAILED_MESSAGE' },
    ],
  },
  {
    section: '8',
    spec: 'Opps something went wrong please try again.',
    product: 'FOLLOW_FAILED_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/follow.machine.test.ts',
        title: 'then the generic failure text shows',
      },
    ],
  },
  {
    section: '8',
    spec: 'Network Error',
    product: 'HTTP_MESSAGES.network',
    shownBy: [
      { file: CLIENT, title: 'When the connection fails, then the call fails with Network Error' },
    ],
  },
  {
    section: '8',
    spec: 'Request aborted',
    product: 'HTTP_MESSAGES.aborted',
    shownBy: [
      {
        file: CLIENT,
        title: 'When the caller cancels the call, then it fails with Request aborted',
      },
    ],
  },
  {
    section: '8',
    spec: 'timeout of {ms}ms exceeded',
    product: 'HTTP_MESSAGES.timeout',
    args: [60000],
    shownBy: [
      {
        file: CLIENT,
        title: 'When the server does not answer in time, then the call is aborted with a timeout',
      },
    ],
  },
  {
    section: '8',
    spec: 'Request failed with status code {n}',
    product: 'HTTP_MESSAGES.status',
    args: [503],
    shownBy: [
      {
        file: CLIENT,
        title: 'When an answer outside 200-299 carries no message, then the status is named',
      },
    ],
  },

  // ------------------------------------------------------------------ section 4: bar and follow
  {
    section: '4',
    spec: 'Something Went Wrong!',
    product: 'NOTIFICATION_BAR_DEFAULT_MESSAGE',
    shownBy: [
      {
        file: GW,
        title: 'When the company check call fails on the ${code} site, then the notification bar',
      },
    ],
  },
  {
    section: '4',
    spec: 'Company followed successfully.',
    product: 'COMPANY_FOLLOWED_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/follow.machine.test.ts',
        title: 'When a seeker follows and the call succeeds, then the button turns to Unfollow',
      },
    ],
  },
  {
    section: '4',
    spec: 'Company unfollowed successfully.',
    product: 'COMPANY_UNFOLLOWED_MESSAGE',
    shownBy: [
      {
        file: 'tests/machines/follow.machine.test.ts',
        title: 'When a seeker unfollows and the call succeeds, then the button turns to Follow',
      },
    ],
  },

  // ------------------------------------------------------------------ section 2: named texts
  {
    section: '2',
    spec: 'Find Companies',
    product: 'FIND_COMPANIES_LABEL',
    shownBy: [{ file: GW, title: 'uses Find Companies blank, with no match and with a company' }],
  },
  {
    section: '2',
    spec: 'Suggested Keywords',
    product: 'SUGGESTED_KEYWORDS_TITLE',
    shownBy: [
      {
        file: GW,
        title: 'then the popup titled Suggested Keywords adds a keyword and Close closes it',
      },
    ],
  },
  {
    section: '2',
    spec: 'Voice Search',
    product: 'VOICE_SEARCH_TITLE',
    shownBy: [
      {
        file: HF,
        title: 'When the mic is pressed, then the Voice Search modal listens in en-US',
      },
    ],
  },
  {
    section: '2',
    spec: 'Designer job for 10 years experienced',
    product: 'VOICE_SEARCH_HINT',
    shownBy: [
      {
        file: HF,
        title: 'When the mic is pressed, then the Voice Search modal listens in en-US',
      },
    ],
  },
  {
    section: '2',
    spec: 'Speak Now...',
    product: 'VOICE_SEARCH_LISTENING',
    shownBy: [
      {
        file: HF,
        title: 'When the mic is pressed, then the Voice Search modal listens in en-US',
      },
    ],
  },
  {
    section: '2',
    spec: 'Find Better, Faster with the Job App',
    product: 'DOWNLOAD_APP_HEADLINE',
    shownBy: [
      {
        file: HF,
        title: 'When a site is open, then its own QR image and store links are shown',
      },
    ],
  },
  {
    section: '2',
    spec: "Jobs that don't include salary",
    product: 'NO_SALARY_CHECKBOX_LABEL',
    shownBy: [
      {
        file: GW,
        title: "When only one salary bound is chosen on India's advanced search",
      },
    ],
  },
  {
    section: '2',
    spec: 'job affected by COVID-19',
    product: 'COVID_TOGGLE_LABEL',
    shownBy: [
      {
        file: 'tests/e2e/seeker-header.spec.ts',
        title: 'answers the COVID-19 question, then the answer is saved and shown again later',
      },
    ],
  },
];
