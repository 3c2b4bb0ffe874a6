import type {
  EmailPreview,
  EmailSender,
  EmailTemplate,
  Mail,
  OutboxEntry,
  Suppression,
} from '@shared/schemas/email';

/** A template of the signed-in user (`GET /api/email-template/user/self`); override any field. */
export function makeEmailTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a',
    name: 'First contact',
    subject: 'Hello {{ influencer.name }}',
    content: '<p>Hi {{ influencer.name }}, we love your posts.</p>',
    isPublic: false,
    mine: true,
    author: 'Jane Cooper',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A rendered preview without warnings; override any field. */
export function makePreview(overrides: Partial<EmailPreview> = {}): EmailPreview {
  return {
    subject: 'Hello Jane Cooks',
    html: '<p>Hi Jane Cooks, we love your posts.</p>',
    text: 'Hi Jane Cooks, we love your posts.',
    unknownVariables: [],
    errors: [],
    ...overrides,
  };
}

/** A verified sender (`GET /api/users/check-email-sender`); override any field. */
export function makeSender(overrides: Partial<EmailSender> = {}): EmailSender {
  return {
    email: 'jane@brand.example',
    name: 'Jane Cooper',
    verified: true,
    from: '"Jane Cooper via Collabify" <outreach@collabify.example>',
    sendVia: 'collabify',
    gmail: null,
    postalAddress: {
      street: '1 Market Street',
      city: 'San Francisco',
      postalCode: '94105',
      country: 'United States',
    },
    ...overrides,
  };
}

/** A single mail sent to @jane.cooks (`GET /api/mail/user/self`); override any field. */
export function makeMail(overrides: Partial<Mail> = {}): Mail {
  return {
    id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    influencer: {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      platform: 'instagram',
      username: 'jane.cooks',
      name: 'Jane Cooks',
    },
    email: 'jane@cooks.example',
    status: 'sent',
    skipReason: null,
    attempts: 1,
    lastError: null,
    sentAt: '2026-06-01T10:01:00.000Z',
    failedAt: null,
    openCount: 2,
    clickCount: 1,
    createdAt: '2026-06-01T10:00:00.000Z',
    subject: 'Hello Jane Cooks',
    history: [
      { status: 'sent', at: '2026-06-01T10:01:00.000Z', reason: null },
      { status: 'queued', at: '2026-06-01T10:00:00.000Z', reason: null },
    ],
    ...overrides,
  };
}

/** A suppression-list entry; override any field. */
export function makeSuppression(overrides: Partial<Suppression> = {}): Suppression {
  return {
    email: 'gone@creator.example',
    reason: 'unsubscribed',
    createdAt: '2026-05-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A message of the development outbox (`GET /api/dev/outbox`); override any field. */
export function makeOutboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    file: '2026-06-01T10-01-00-000Z-abc.eml',
    to: 'jane@cooks.example',
    from: '"Jane Cooper via Collabify" <outreach@collabify.example>',
    subject: 'Hello Jane Cooks',
    date: '2026-06-01T10:01:00.000Z',
    listUnsubscribe: '<http://localhost:3000/unsubscribe/tok123>',
    html: '<p>Hi Jane Cooks</p><p><a href="http://localhost:3000/unsubscribe/tok123">Unsubscribe</a></p>',
    text: 'Hi Jane Cooks\n\nUnsubscribe: http://localhost:3000/unsubscribe/tok123',
    ...overrides,
  };
}
