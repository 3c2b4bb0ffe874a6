import type { APIRequestContext } from '@playwright/test';
import { latestCodeTo } from './outbox';

/** Signs a fresh account (an advertiser unless asked) up through the API (code read from the outbox); returns its credentials. */
export async function signUpThroughApi(
  request: APIRequestContext,
  name = 'E2E Brand',
  role: 'advertiser' | 'influencer' = 'advertiser',
) {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'an e2e password';
  await request.post('/api/auth/generate-send-email-code', { data: { email } });
  const code = await latestCodeTo(email);
  const res = await request.post('/api/auth/logon', {
    data: { email, password, name, code, role },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password, name };
}
