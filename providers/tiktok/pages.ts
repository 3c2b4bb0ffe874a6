import type { AuthorizeFields } from './authorize';
import { html } from '../kit/html';
import { refusal } from '../kit/page';
import { cancelForm, checkbox, chooserForm, table } from '../kit/widgets';
import { page } from './theme';
import { type Scope, describeScope } from './scopes';
import type { TikTokStore } from './store';

/**
 * The fake's HTML pages, for people (the local demo) and Playwright: TikTok's authorization page
 * (who authorizes, which permissions, "Authorize" / "Cancel"), the refusal page and an index of
 * the demo accounts. Every control is a labelled native form element inside a fieldset with a
 * legend.
 */

const BASE = '/www.tiktok.com/v2/auth/authorize';

/** A refusal page (HTTP 400). */
export function errorPage(title: string, message: string): string {
  return page(title, refusal(title, message));
}

/** The authorization page. */
export function authorizePage(
  store: TikTokStore,
  fields: AuthorizeFields,
  scopes: readonly Scope[],
): string {
  const app = store.app.name;
  const users = [...store.users.values()];
  return page(
    `Authorize ${app} · TikTok`,
    html`<h1>${app} would like to access your TikTok account</h1>
      ${chooserForm({
        action: `${BASE}/allow`,
        fields: { ...fields },
        accounts: {
          legend: 'Continue as',
          name: 'open_id',
          idPrefix: 'user',
          choices: users.map((user) => ({
            value: user.openId,
            label: html`${user.displayName} <span class="muted">@${user.username}</span>`,
          })),
        },
        noChoices: 'No TikTok accounts in the local fake: add one first.',
        more: html`<fieldset>
          <legend>${app} will be able to</legend>
          ${scopes.map((scope) =>
            scope === 'user.info.basic'
              ? html`<p>${describeScope(scope)} <span class="muted">(required)</span></p>`
              : checkbox('grant', 'grant', { value: scope, label: describeScope(scope) }),
          )}
        </fieldset>`,
        submit: 'Authorize',
      })}
      <div class="actions">${cancelForm(`${BASE}/cancel`, { ...fields })}</div>`,
  );
}

/** The provider's home: the app and the users who can authorize it. */
export function indexPage(store: TikTokStore): string {
  const users = [...store.users.values()];
  return page(
    'TikTok (local fake)',
    html`<h1>TikTok (local fake)</h1>
      <p>
        Hosts under this origin: <code>/www.tiktok.com</code> (authorization page),
        <code>/open.tiktokapis.com</code> (token, revoke, user info).
      </p>
      <p>Client key <code>${store.app.clientKey}</code> (${store.app.name}).</p>
      <h2>Accounts</h2>
      ${table(
        ['Account', 'Followers', 'Likes', 'Videos', 'open_id'],
        users.map((u) => [
          html`${u.displayName} <span class="muted">@${u.username}</span>`,
          u.followers.toLocaleString('en-US'),
          u.likes.toLocaleString('en-US'),
          u.videos.toLocaleString('en-US'),
          html`<code>${u.openId}</code>`,
        ]),
        'None.',
      )}`,
    { wide: true },
  );
}
