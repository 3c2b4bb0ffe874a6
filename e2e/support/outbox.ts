import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import { E2E_DATA_DIR } from './paths';

const outboxDir = join(E2E_DATA_DIR, 'outbox');

type ParsedMail = Awaited<ReturnType<typeof PostalMime.parse>>;

/** Every message in the server's outbox addressed to `to`, parsed, newest first. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const found: ParsedMail[] = [];
  for (const file of files) {
    const mail = await PostalMime.parse(await readFile(join(outboxDir, file), 'utf8'));
    if (mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase())) found.push(mail);
  }
  return found;
}

/** The newest message in the server's outbox addressed to `to`, parsed; waits up to 10 s for it to arrive. */
export async function latestMailTo(to: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to))[0];
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest mail to `to`. */
export async function latestCodeTo(to: string): Promise<string> {
  const mail = await latestMailTo(to);
  const code = /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1];
  expect(code, `a 6-digit code in "${mail.subject}"`).toBeTruthy();
  return code!;
}
