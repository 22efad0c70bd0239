// The same-origin stand-in for Facebook's JavaScript SDK (`connect.facebook.net/.../sdk.js`): the
// part the single sign-on's Facebook variant uses (spec section 4), `FB.init` and `FB.login`. Login
// opens a dialog listing the site's test accounts and any other email; choosing one answers
// `{status: 'connected', authResponse: {accessToken}}` with the simulator's stand-in token
// `facebook:{email}` (with `#{name}` when a name is given for another account, as Facebook gives
// the person's name), closing it answers `{status: 'unknown', authResponse: null}`, as the SDK does
// when the person cancels.
import {
  ACCOUNT_FIXTURES,
  accountEmail,
  SIM_FACEBOOK_PREFIX,
  SIM_SOCIAL_NAME_MARK,
} from '../../fixtures/accounts';

export const FACEBOOK_SDK_SCRIPT = '/facebook-sdk.js';

/** The Facebook accounts the dialog offers: the site's seeker test accounts. */
export function facebookAccounts(countryCode: string): Array<{ name: string; email: string }> {
  return ACCOUNT_FIXTURES.filter((a) => a.userType === 'SEEKER').map((a) => ({
    name: a.displayName,
    email: accountEmail(a.local, countryCode),
  }));
}

// Plain ES2017 for the browser, written as text (see stand-ins.ts).
export const FACEBOOK_SDK_SOURCE = String.raw`
(function (setup) {
  if (window.FB) return;
  var dialog = null;
  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }
  var STYLE = '.sim-fb{position:fixed;z-index:1000;top:76px;left:50%;transform:translateX(-50%);width:340px;max-width:calc(100% - 32px);padding:16px;background:#fff;color:#1c1e21;border:1px solid #dddfe2;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);font:14px/1.4 system-ui,sans-serif}' +
    '.sim-fb h2{margin:0 32px 4px 0;font-size:16px}.sim-fb p{margin:0 0 12px;font-size:12px;color:#606770}' +
    '.sim-fb ul{margin:0 0 12px;padding:0;list-style:none}.sim-fb button{font:inherit;cursor:pointer}' +
    '.sim-fb .sim-fb-account{display:grid;width:100%;min-height:44px;padding:8px;text-align:left;background:none;border:0;color:#1c1e21}' +
    '.sim-fb .sim-fb-account:hover{background:#f0f2f5}.sim-fb form{display:flex;gap:8px;align-items:end}' +
    '.sim-fb form{flex-wrap:wrap}.sim-fb label{display:grid;flex:1 1 100%;font-size:12px}.sim-fb input{min-height:36px;padding:4px 8px;border:1px solid #8a8d91;border-radius:4px;font:inherit}' +
    '.sim-fb .sim-fb-go{min-height:36px;padding:0 12px;border:0;border-radius:4px;background:#1877f2;color:#fff}' +
    '.sim-fb .sim-fb-close{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:50%;background:none;font-size:20px}';
  function close() { if (dialog) { dialog.remove(); dialog = null; } }
  function open(callback) {
    close();
    if (!document.getElementById('sim-fb-style')) {
      var style = element('style', { id: 'sim-fb-style' });
      style.textContent = STYLE;
      document.head.appendChild(style);
    }
    function answer(email, name) {
      close();
      var token = setup.prefix + email + (name ? setup.nameMark + name : '');
      callback(email
        ? { status: 'connected', authResponse: { accessToken: token, userID: email } }
        : { status: 'unknown', authResponse: null });
    }
    dialog = element('div', { class: 'sim-fb', role: 'dialog', 'aria-labelledby': 'sim-fb-title' });
    dialog.appendChild(element('h2', { id: 'sim-fb-title' }, 'Log in with Facebook to continue to ' + location.hostname));
    dialog.appendChild(element('p', {}, "The simulator's stand-in for Facebook's login dialog."));
    var list = element('ul', { 'aria-label': 'Facebook accounts' });
    setup.accounts.forEach(function (account) {
      var item = element('li', {});
      var button = element('button', { type: 'button', class: 'sim-fb-account' });
      button.appendChild(element('span', {}, account.name));
      button.appendChild(element('span', {}, account.email));
      button.addEventListener('click', function () { answer(account.email); });
      item.appendChild(button);
      list.appendChild(item);
    });
    dialog.appendChild(list);
    var form = element('form', { 'aria-label': 'Another Facebook account' });
    var label = element('label', {}, 'Another Facebook account');
    var input = element('input', { type: 'email', name: 'facebook-account', required: '', autocomplete: 'off' });
    label.appendChild(input);
    form.appendChild(label);
    var nameLabel = element('label', {}, 'Name on Facebook (optional)');
    var nameInput = element('input', { type: 'text', name: 'facebook-name', autocomplete: 'off' });
    nameLabel.appendChild(nameInput);
    form.appendChild(nameLabel);
    form.appendChild(element('button', { type: 'submit', class: 'sim-fb-go' }, 'Continue'));
    form.addEventListener('submit', function (event) { event.preventDefault(); answer(input.value.trim(), nameInput.value.trim()); });
    dialog.appendChild(form);
    var dismiss = element('button', { type: 'button', class: 'sim-fb-close', 'aria-label': 'Close the Facebook login' }, '\u00d7');
    dismiss.addEventListener('click', function () { answer(null); });
    dialog.appendChild(dismiss);
    document.body.appendChild(dialog);
    var first = dialog.querySelector('.sim-fb-account');
    if (first) first.focus();
  }
  window.FB = {
    init: function () {},
    login: function (callback) { open(callback); }
  };
})`;

export function facebookSdkScript(countryCode: string, json: (value: unknown) => string): string {
  const setup = {
    accounts: facebookAccounts(countryCode),
    prefix: SIM_FACEBOOK_PREFIX,
    nameMark: SIM_SOCIAL_NAME_MARK,
  };
  return `${FACEBOOK_SDK_SOURCE}(${json(setup)});\n`;
}
