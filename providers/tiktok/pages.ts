import type { AuthorizeFields } from './authorize';
import { hiddenFields, html, page } from './html';
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
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="alert">${message}</p>`,
  );
}

/** The authorization page. */
export function authorizePage(
  store: TikTokStore,
  fields: AuthorizeFields,
  scopes: readonly Scope[],
): string {
  const app = store.app.name;
  const users = [...store.users.values()];
  const cancel = html`<form class="inline" method="post" action="${BASE}/cancel">
    ${hiddenFields({ ...fields })}
    <button class="secondary" type="submit">Cancel</button>
  </form>`;
  return page(
    `Authorize ${app} · TikTok`,
    html`<h1>${app} would like to access your TikTok account</h1>
      ${
        users.length === 0
          ? html`<p role="alert">No TikTok accounts in the local fake: add one first.</p>`
          : html`<form method="post" action="${BASE}/allow">
              ${hiddenFields({ ...fields })}
              <fieldset>
                <legend>Continue as</legend>
                ${users.map(
                  (user, i) =>
                    html`<div class="choice">
                      <input
                        type="radio"
                        id="user-${user.openId}"
                        name="open_id"
                        value="${user.openId}"
                        ${i === 0 ? html`checked` : ''}
                        required
                      />
                      <label for="user-${user.openId}"
                        >${user.displayName} <span class="muted">@${user.username}</span></label
                      >
                    </div>`,
                )}
              </fieldset>
              <fieldset>
                <legend>${app} will be able to</legend>
                ${scopes.map((scope) =>
                  scope === 'user.info.basic'
                    ? html`<p>${describeScope(scope)} <span class="muted">(required)</span></p>`
                    : html`<div class="choice">
                        <input
                          type="checkbox"
                          id="grant-${scope}"
                          name="grant"
                          value="${scope}"
                          checked
                        />
                        <label for="grant-${scope}">${describeScope(scope)}</label>
                      </div>`,
                )}
              </fieldset>
              <div class="actions"><button type="submit">Authorize</button></div>
            </form>`
      }
      <div class="actions">${cancel}</div>`,
  );
}

/** The fake's home: the app and the users who can authorize it. */
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
      ${
        users.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Followers</th>
                  <th scope="col">Likes</th>
                  <th scope="col">Videos</th>
                  <th scope="col">open_id</th>
                </tr>
              </thead>
              <tbody>
                ${users.map(
                  (u) =>
                    html`<tr>
                      <td>${u.displayName} <span class="muted">@${u.username}</span></td>
                      <td>${u.followers.toLocaleString('en-US')}</td>
                      <td>${u.likes.toLocaleString('en-US')}</td>
                      <td>${u.videos.toLocaleString('en-US')}</td>
                      <td><code>${u.openId}</code></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="muted">None.</p>`
      }`,
    { wide: true },
  );
}
