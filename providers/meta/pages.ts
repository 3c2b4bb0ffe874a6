import type { FacebookDialogFields } from './facebook-dialog';
import { hiddenFields, html } from '../kit/html';
import { refusal } from '../kit/page';
import { cancelForm, checkbox, checkboxGroup, chooserForm, table } from '../kit/widgets';
import { type Brand, page } from './theme';
import { type InstagramAuthorizeFields, personalAccountMessage } from './instagram-authorize';
import { INSTAGRAM_REQUIRED_SCOPE, describeScope } from './scopes';
import { type InstagramAccount, type MetaStore, isProfessional } from './store';

/**
 * The fake's HTML pages, for people (the local demo) and Playwright: the Facebook Login dialog,
 * Instagram's log-in and consent pages, the page telling a personal Instagram account it cannot
 * log in, refusal pages and an index of the demo accounts. Every control is a labelled native
 * form element; choices are radio groups and checkboxes inside a fieldset with a legend.
 */

/** A refusal page (HTTP 400): a heading and the message as an alert. */
export function errorPage(title: string, message: string, brand: Brand = 'local'): string {
  return page(title, refusal(title, message), { brand });
}

/**
 * The Facebook Login dialog: who continues (a radio per person), the requested permissions
 * (`email` can be unticked), "Continue" and "Cancel".
 */
export function facebookDialogPage(
  store: MetaStore,
  fields: FacebookDialogFields,
  scopes: string[],
  basePath: string,
): string {
  const app = store.facebook.name;
  const people = [...store.facebookUsers.values()];
  const optional = scopes.filter((s) => s !== 'public_profile');
  return page(
    `Log in with Facebook · ${app}`,
    html`<h1>Log in to ${app} with Facebook</h1>
      <p>${app} is requesting access to:</p>
      <ul aria-label="Requested access">
        <li>${describeScope('public_profile')}</li>
        ${optional.map((s) => html`<li>${describeScope(s)}</li>`)}
      </ul>
      ${chooserForm({
        action: `${basePath}/confirm`,
        fields: { ...fields },
        accounts: {
          legend: 'Continue as',
          name: 'user_id',
          idPrefix: 'person',
          choices: people.map((person) => ({
            value: person.id,
            label: html`${person.name}
              <span class="muted">${person.email ?? '(no email address)'}</span>`,
          })),
        },
        noChoices: 'No Facebook accounts in the local fake: add one first.',
        ...(optional.length
          ? {
              more: checkboxGroup({
                legend: `Share with ${app}`,
                name: 'grant',
                idPrefix: 'grant',
                choices: optional.map((scope) => ({ value: scope, label: describeScope(scope) })),
              }),
            }
          : {}),
        submit: 'Continue',
      })}
      <div class="actions">${cancelForm(`${basePath}/cancel`, { ...fields })}</div>`,
    { brand: 'facebook' },
  );
}

const INSTAGRAM_BASE = '/www.instagram.com/oauth/authorize';

function accountLabel(account: InstagramAccount) {
  return html`@${account.username} <span class="muted">${account.name}</span>`;
}

/** Instagram's log-in step: which account logs in (a radio per account), "Log in", "Cancel". */
export function instagramLoginPage(store: MetaStore, fields: InstagramAuthorizeFields): string {
  const app = store.instagram.name;
  const accounts = [...store.instagramAccounts.values()];
  return page(
    `Log in · Instagram`,
    html`<h1>Log in to Instagram to continue to ${app}</h1>
      ${chooserForm({
        action: `${INSTAGRAM_BASE}/login`,
        fields: { ...fields },
        accounts: {
          legend: 'Account',
          name: 'account_id',
          idPrefix: 'account',
          choices: accounts.map((account) => ({
            value: account.userId,
            label: accountLabel(account),
          })),
        },
        noChoices: 'No Instagram accounts in the local fake: add one first.',
        submit: 'Log in',
      })}
      <div class="actions">${cancelForm(`${INSTAGRAM_BASE}/cancel`, { ...fields })}</div>`,
    { brand: 'instagram' },
  );
}

/**
 * Instagram's consent step for a professional account: the permissions (the basic one fixed,
 * the others can be unticked), "Allow" and "Cancel". A personal account gets the page saying it
 * cannot log in, with "Cancel" only.
 */
export function instagramConsentPage(
  store: MetaStore,
  fields: InstagramAuthorizeFields,
  scopes: string[],
  account: InstagramAccount,
): string {
  const app = store.instagram.name;
  if (!isProfessional(account.accountType)) {
    return page(
      `Professional account required · Instagram`,
      html`<h1>@${account.username} can’t log in to ${app}</h1>
        <p role="alert">${personalAccountMessage(account, app)}</p>
        <div class="actions">${cancelForm(`${INSTAGRAM_BASE}/cancel`, { ...fields })}</div>`,
      { brand: 'instagram' },
    );
  }
  const optional = scopes.filter((s) => s !== INSTAGRAM_REQUIRED_SCOPE);
  return page(
    `Allow access · Instagram`,
    html`<h1>Allow ${app} to access @${account.username}?</h1>
      <p>Logged in as ${accountLabel(account)}</p>
      <form method="post" action="${INSTAGRAM_BASE}/allow">
        ${hiddenFields({ ...fields, account_id: account.userId })}
        <fieldset>
          <legend>${app} will receive</legend>
          <p>${describeScope(INSTAGRAM_REQUIRED_SCOPE)} <span class="muted">(required)</span></p>
          ${optional.map((scope) =>
            checkbox('grant', 'grant', { value: scope, label: describeScope(scope) }),
          )}
        </fieldset>
        <div class="actions"><button type="submit">Allow</button></div>
      </form>
      <div class="actions">${cancelForm(`${INSTAGRAM_BASE}/cancel`, { ...fields })}</div>`,
    { brand: 'instagram' },
  );
}

/** The fake's home: its hosts, the people and accounts that can log in. */
export function indexPage(store: MetaStore): string {
  const people = [...store.facebookUsers.values()];
  const accounts = [...store.instagramAccounts.values()];
  return page(
    'Meta (local fake)',
    html`<h1>Meta (local fake)</h1>
      <p>
        Hosts under this origin: <code>/www.facebook.com</code>, <code>/graph.facebook.com</code>,
        <code>/www.instagram.com</code>, <code>/api.instagram.com</code>,
        <code>/graph.instagram.com</code>.
      </p>
      <p>
        Facebook app <code>${store.facebook.appId}</code> (${store.facebook.name}); Instagram app
        <code>${store.instagram.appId}</code>.
      </p>
      <h2>Facebook accounts</h2>
      ${table(
        ['Name', 'Email', 'App-scoped id'],
        people.map((p) => [p.name, p.email ?? '—', html`<code>${p.id}</code>`]),
        'None.',
      )}
      <h2>Instagram accounts</h2>
      ${table(
        ['Account', 'Type', 'Followers', 'Posts', 'Professional id'],
        accounts.map((a) => [
          accountLabel(a),
          a.accountType,
          a.followers.toLocaleString('en-US'),
          a.mediaCount.toLocaleString('en-US'),
          html`<code>${a.userId}</code>`,
        ]),
        'None.',
      )}`,
    { wide: true },
  );
}
