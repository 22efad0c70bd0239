// Same-origin stand-ins for the other parties' scripts a page loads (spec section 7, "Also
// loaded"). Google's sign-in script and the engagement script cannot load here (no network, and the
// pages' CSP is script-src 'self'), so the sites' properties (`thirdPartyScripts`) name these
// instead; a real deployment names the vendors' URLs.
//
// - /sim-assets/google-one-tap.js offers the part of Google Identity Services the web app uses
//   (`google.accounts.id.initialize`, `prompt` with its moment notifications, `cancel`) and shows
//   an account chooser listing the site's test Google accounts, any other email, and a broken
//   credential, so a person or a test reaches every social outcome: USER_EXISTS, USER_NOT_EXISTS,
//   USER_LINKED_TO_OTHER_USER, USER_DELINKED, and a failed validation. The credential it returns
//   is the simulator's `google:{email}`. Like Google's, it honours `prompt_parent_id`: the chooser
//   then shows inside that element, in the page's flow, rather than over the page.
// - /sim-assets/facebook-sdk.js offers `FB.login` for the single sign-on's Facebook variant
//   (facebook-sdk.ts); its access token is the simulator's `facebook:{email}`.
// - /sim-assets/seeker-engagement.js offers `simSeekerEngagement.onCard(listener)` and
//   `showCard(card)`: a campaign (or QA, from the console or a test) shows a card banner; a card
//   sent before the page listens waits for it.
// - /sim-assets/ads.js offers `jpAds.display(element, size)`: the simulator has no ad network, so
//   it fills a slot with a labelled placeholder creative of the slot's size.
import express from 'express';
import { ACCOUNT_FIXTURES, accountEmail, SIM_GOOGLE_PREFIX } from '../../fixtures/accounts';
import type { SimContext } from '../context';
import { resolveSite } from '../api/site';
import { FACEBOOK_SDK_SCRIPT, facebookSdkScript } from './facebook-sdk';

export const GOOGLE_ONE_TAP_SCRIPT = '/google-one-tap.js';
export const SEEKER_ENGAGEMENT_SCRIPT = '/seeker-engagement.js';
export const ADS_SCRIPT = '/ads.js';

const ADS_SOURCE = String.raw`
(function () {
  if (window.jpAds) return;
  window.jpAds = {
    display: function (element, size) {
      var label = document.createElement('span');
      label.textContent = 'Advertisement ' + size;
      element.replaceChildren(label);
    },
  };
})();
`;
/** A credential that is not a Google token: social validation refuses it (the failure outcome). */
export const BROKEN_GOOGLE_CREDENTIAL = 'sim-google-error';

interface GoogleAccount {
  name: string;
  email: string;
}

/** The Google accounts of the site's test accounts (fixtures/accounts.ts), with their holders' names. */
export function googleAccounts(countryCode: string): GoogleAccount[] {
  const locals = [...new Set(ACCOUNT_FIXTURES.flatMap((a) => (a.google ? [a.google.local] : [])))];
  return locals.map((local) => ({
    name: ACCOUNT_FIXTURES.find((a) => a.local === local)?.displayName ?? local,
    email: accountEmail(local, countryCode),
  }));
}

/** JSON that may sit inside a script: no `</script>` or comment opener can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

// Plain ES2017 for the browser, written as text (not a function's toString(), which a transpiler
// may decorate with helpers the page does not have).
const ONE_TAP_SOURCE = String.raw`
(function (setup) {
  if (window.google && window.google.accounts && window.google.accounts.id) return;
  var config = null;
  var card = null;
  var listener = null;
  function moment(type, reason) {
    return {
      getMomentType: function () { return type; },
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return type === 'display'; },
      isNotDisplayed: function () { return type === 'notDisplayed'; },
      getNotDisplayedReason: function () { return reason; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return reason; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return reason; }
    };
  }
  function tell(type, reason) { if (listener) listener(moment(type, reason)); }
  function close() { if (card) { card.remove(); card = null; } }
  function choose(credential) {
    close();
    if (config && config.callback) config.callback({ credential: credential, select_by: 'user', clientId: config.client_id });
    tell('dismissed', 'credential_returned');
  }
  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }
  var STYLE = '.sim-gsi{position:fixed;z-index:1000;top:76px;right:16px;width:340px;max-width:calc(100% - 32px);padding:16px;background:#fff;color:#1f1f1f;border:1px solid #dadce0;border-radius:12px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif}' +
    '.sim-gsi h2{margin:0 32px 4px 0;font-size:16px}.sim-gsi p{margin:0 0 12px;color:#3c4043;font-size:12px}' +
    '.sim-gsi ul{margin:0 0 12px;padding:0;list-style:none}.sim-gsi li+li{border-top:1px solid #e8eaed}' +
    '.sim-gsi button{font:inherit;cursor:pointer}' +
    '.sim-gsi .sim-gsi-account{display:grid;width:100%;padding:8px;text-align:left;background:none;border:0;color:#1f1f1f;min-height:44px}' +
    '.sim-gsi .sim-gsi-account:hover{background:#f1f3f4}.sim-gsi .sim-gsi-email{color:#3c4043;font-size:12px}' +
    '.sim-gsi form{display:flex;flex-wrap:wrap;gap:8px;align-items:end}.sim-gsi label{display:grid;flex:1;font-size:12px;color:#3c4043}' +
    '.sim-gsi input{min-height:36px;padding:4px 8px;border:1px solid #80868b;border-radius:4px;font:inherit}' +
    '.sim-gsi .sim-gsi-go{min-height:36px;padding:0 12px;border:0;border-radius:4px;background:#1a73e8;color:#fff}' +
    '.sim-gsi .sim-gsi-error{margin-top:8px;padding:0;border:0;background:none;color:#1558d6;text-decoration:underline;min-height:24px}' +
    '.sim-gsi .sim-gsi-close{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:50%;background:none;color:#3c4043;font-size:20px}' +
    '@media (max-width:600px){.sim-gsi{top:auto;bottom:0;right:0;left:0;width:auto;max-width:none;border-radius:12px 12px 0 0}}' +
    '.sim-gsi.sim-gsi-inline{position:relative;top:auto;right:auto;bottom:auto;left:auto;z-index:auto;width:auto;max-width:none;box-sizing:border-box;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}';
  function open() {
    if (card) return;
    if (!document.getElementById('sim-gsi-style')) {
      var style = element('style', { id: 'sim-gsi-style' });
      style.textContent = STYLE;
      document.head.appendChild(style);
    }
    // Google's prompt_parent_id: the prompt shows inside the page's element, in its flow.
    var parent = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    card = element('section', { class: parent ? 'sim-gsi sim-gsi-inline' : 'sim-gsi', role: 'dialog', 'aria-labelledby': 'sim-gsi-title' });
    card.appendChild(element('h2', { id: 'sim-gsi-title' }, 'Choose a Google account to continue to ' + location.hostname));
    card.appendChild(element('p', {}, "The simulator's stand-in for Google's account chooser."));
    var list = element('ul', { 'aria-label': 'Google accounts' });
    setup.accounts.forEach(function (account) {
      var item = element('li', {});
      var button = element('button', { type: 'button', class: 'sim-gsi-account', 'aria-label': 'Continue as ' + account.name + ', ' + account.email });
      button.appendChild(element('span', {}, 'Continue as ' + account.name));
      button.appendChild(element('span', { class: 'sim-gsi-email' }, account.email));
      button.addEventListener('click', function () { choose(setup.prefix + account.email); });
      item.appendChild(button);
      list.appendChild(item);
    });
    card.appendChild(list);
    var form = element('form', { 'aria-label': 'Another Google account' });
    var label = element('label', {}, 'Another Google account');
    var input = element('input', { type: 'email', name: 'google-account', autocomplete: 'off', required: '', placeholder: 'name@example.com' });
    label.appendChild(input);
    form.appendChild(label);
    form.appendChild(element('button', { type: 'submit', class: 'sim-gsi-go' }, 'Continue'));
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var email = input.value.trim().toLowerCase();
      if (email) choose(setup.prefix + email);
    });
    card.appendChild(form);
    var broken = element('button', { type: 'button', class: 'sim-gsi-error' }, 'Simulate a Google error');
    broken.addEventListener('click', function () { choose(setup.broken); });
    card.appendChild(broken);
    var dismiss = element('button', { type: 'button', class: 'sim-gsi-close', 'aria-label': 'Close the Google sign-in' }, '\u00d7');
    dismiss.addEventListener('click', function () { close(); tell('skipped', 'user_cancel'); });
    card.appendChild(dismiss);
    (parent || document.body).appendChild(card);
    tell('display');
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) { config = options; },
    prompt: function (momentListener) {
      listener = momentListener || null;
      if (!config) { tell('notDisplayed', 'missing_client_id'); return; }
      open();
    },
    cancel: function () { close(); },
    disableAutoSelect: function () {}
  };
})`;

const ENGAGEMENT_SOURCE = String.raw`
(function () {
  if (window.simSeekerEngagement) return;
  var listeners = [];
  // Cards sent before the page listens wait for it, as a vendor's SDK queues its campaigns.
  var waiting = [];
  window.simSeekerEngagement = {
    onCard: function (listener) {
      listeners.push(listener);
      waiting.splice(0).forEach(function (card) { listener(card); });
      return function () { listeners = listeners.filter(function (l) { return l !== listener; }); };
    },
    showCard: function (card) {
      if (listeners.length === 0) waiting.push(card);
      listeners.slice().forEach(function (l) { l(card); });
    }
  };
})();
`;

export function createStandInsRouter(context: SimContext): express.Router {
  const router = express.Router();
  router.get(GOOGLE_ONE_TAP_SCRIPT, (req, res) => {
    const site = resolveSite({ host: req.get('host') }, context.catalogue);
    const setup = {
      accounts: googleAccounts(site.site.countryCode),
      prefix: SIM_GOOGLE_PREFIX,
      broken: BROKEN_GOOGLE_CREDENTIAL,
    };
    // Per host (the accounts are the site's), so no shared cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/javascript').send(`${ONE_TAP_SOURCE}(${scriptJson(setup)});\n`);
  });
  router.get(FACEBOOK_SDK_SCRIPT, (req, res) => {
    const site = resolveSite({ host: req.get('host') }, context.catalogue);
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/javascript').send(facebookSdkScript(site.site.countryCode, scriptJson));
  });
  router.get(SEEKER_ENGAGEMENT_SCRIPT, (_req, res) => {
    res.type('text/javascript').send(ENGAGEMENT_SOURCE);
  });
  router.get(ADS_SCRIPT, (_req, res) => {
    res.type('text/javascript').send(ADS_SOURCE);
  });
  return router;
}
