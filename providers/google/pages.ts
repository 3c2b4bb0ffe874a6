import type { FakeAccount, FakeChannelInput } from './accounts';
import type { AuthorizeRefusal, AuthorizeRequest } from './authorize';
import type { SentMessage } from './gmail';
import { html } from '../kit/html';
import { refusal } from '../kit/page';
import { table } from '../kit/widgets';
import { page } from './theme';
import { describeScope } from './scopes';

/**
 * The fake's HTML pages, for people (the local demo) and Playwright: the consent page of the
 * authorization endpoint, Google's refusal page, and a home page listing accounts and sent mail.
 * Every control is a native form button whose label is what a person reads.
 */

/** Where the consent page's buttons post. */
export const CONSENT_ACTION = '/accounts.google.com/o/oauth2/v2/auth/consent';

/** What the consent page needs. */
export interface ConsentPageInput {
  appName: string;
  /** The pending consent's id, posted back with the choice. */
  consentId: string;
  request: AuthorizeRequest;
  accounts: readonly FakeAccount[];
}

/**
 * "Choose an account to continue to {app}": what the app asks for in words, one "Continue as
 * {name} ({email})" button per account (the `login_hint` one first), and "Cancel".
 */
export function consentPage({ appName, consentId, request, accounts }: ConsentPageInput): string {
  const hint = request.loginHint?.toLowerCase();
  const ordered = [...accounts].sort(
    (a, b) => Number(b.email.toLowerCase() === hint) - Number(a.email.toLowerCase() === hint),
  );
  return page(
    `Sign in - Google Accounts`,
    html`<h1>Choose an account</h1>
      <p>to continue to <strong>${appName}</strong></p>
      <h2 id="access-heading">${appName} wants to access your Google Account</h2>
      <ul class="scopes" aria-labelledby="access-heading">
        ${request.scopes.map((scope) => html`<li>${describeScope(scope)}</li>`)}
      </ul>
      ${
        request.accessType === 'offline'
          ? html`<p class="muted">${appName} keeps this access when you are not using it.</p>`
          : ''
      }
      ${
        ordered.length
          ? html`<ul class="accounts" aria-label="Accounts">
              ${ordered.map(
                (account) =>
                  html`<li>
                    <form method="post" action="${CONSENT_ACTION}">
                      <input type="hidden" name="consent" value="${consentId}" />
                      <input type="hidden" name="account" value="${account.sub}" />
                      <button type="submit">Continue as ${account.name} (${account.email})</button>
                    </form>
                  </li>`,
              )}
            </ul>`
          : html`<p role="status">No Google account has been added to this local Google.</p>`
      }
      <form method="post" action="${CONSENT_ACTION}">
        <input type="hidden" name="consent" value="${consentId}" />
        <input type="hidden" name="deny" value="1" />
        <button class="secondary" type="submit">Cancel</button>
      </form>
      <p class="hint">
        Before using ${appName}, you can review its privacy policy and terms of service. This is a
        local test server: no real Google account is involved.
      </p>`,
  );
}

/**
 * Google's refusal page: "Access blocked: …", "Error {status}: {error}" and the explanation. It
 * has no link back to the app: a refused request never redirects.
 */
export function authorizeErrorPage(refusal: AuthorizeRefusal): string {
  const title =
    refusal.error === 'invalid_client'
      ? 'Access blocked: Authorization Error'
      : "Access blocked: This app's request is invalid";
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="alert">Error ${refusal.status}: ${refusal.error}</p>
      <p>${refusal.description}</p>`,
  );
}

/** A page for an address that is nothing, or a consent that expired. */
export function messagePage(title: string, message: string): string {
  return page(title, refusal(title, message));
}

/** What the home page lists. */
export interface HomePageInput {
  origin: string;
  issuer: string;
  clientId: string;
  accounts: readonly FakeAccount[];
  /** Channels without an account (`addChannel`). */
  publicChannels: readonly FakeChannelInput[];
  sentMail: readonly SentMessage[];
}

/** The home page: discovery URL, accounts (with their channel), public channels, Gmail mail. */
export function homePage({
  origin,
  issuer,
  clientId,
  accounts,
  publicChannels,
  sentMail,
}: HomePageInput): string {
  return page(
    'Local Google',
    html`<h1>Local Google</h1>
      <p>
        Issuer <code>${issuer}</code>, client <code>${clientId}</code>. Discovery:
        <a href="/accounts.google.com/.well-known/openid-configuration"
          >${origin}/accounts.google.com/.well-known/openid-configuration</a
        >
      </p>
      <h2>Accounts</h2>
      ${table(
        ['Name', 'Email', 'sub', 'YouTube channel'],
        accounts.map((a) => [
          a.name,
          a.email,
          html`<code>${a.sub}</code>`,
          a.channel
            ? html`${a.channel.title} <code>${a.channel.handle}</code> <code>${a.channel.id}</code>`
            : '—',
        ]),
        'None.',
      )}
      ${
        publicChannels.length
          ? html`<h2>Public YouTube channels</h2>
              <p class="muted">No account: read with an API key (or anyone's token).</p>
              ${table(
                ['Title', 'Handle', 'Channel id', 'Uploads'],
                publicChannels.map((c) => [
                  c.title,
                  html`<code>${c.handle}</code>`,
                  html`<code>${c.id}</code>`,
                  String(c.videos?.length ?? 0),
                ]),
                'None.',
              )}`
          : ''
      }
      <h2>Sent with Gmail</h2>
      ${table(
        ['Sent', 'Account', 'From', 'To', 'Subject'],
        [...sentMail]
          .reverse()
          .map((m) => [
            m.sentAt.toISOString(),
            m.account,
            html`${m.from}${m.fromRewritten ? html` <span class="muted">(rewritten)</span>` : ''}`,
            m.to.join(', '),
            m.subject,
          ]),
        'Nothing sent yet.',
      )}`,
  );
}
