import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from '../kit/http';
import { listen } from '../kit/server';
import { startLocalProviders } from './start';

/**
 * `npm run providers:local`: the CLI run as a user runs it (its own process, every port variable
 * 0 so each provider takes a free port), read from its output, and stopped with Ctrl-C (SIGINT).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FREE_PORTS = {
  SHOPIFY_FAKE_PORT: '0',
  STRIPE_FAKE_PORT: '0',
  GOOGLE_FAKE_PORT: '0',
  META_FAKE_PORT: '0',
  TIKTOK_FAKE_PORT: '0',
};

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  vi.unstubAllEnvs();
});

/** Starts the CLI; resolves with everything it printed up to and including `npm start`. */
async function startCli(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'providers/all/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...FREE_PORTS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('  npm start\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`providers:local exited ${code}: ${err}`)));
  });
  return { child, out };
}

/** The `NAME=value \` lines of the printed `npm start` command. */
function printedSettings(out: string): Record<string, string> {
  return Object.fromEntries(
    [...out.matchAll(/^ {2}([A-Z_]+)=(\S+) \\$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

describe('npm run providers:local', () => {
  it('starts the five providers on free ports, prints the npm start command, and stops on Ctrl-C', async () => {
    const { child, out } = await startCli({ APP_URL: 'http://localhost:5300' });
    const settings = printedSettings(out);
    expect(Object.keys(settings)).toEqual([
      'PORT',
      'APP_URL',
      'SHOPIFY_API_KEY',
      'SHOPIFY_API_SECRET',
      'SHOPIFY_TEST_SERVER_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STARTER',
      'STRIPE_PRICE_PRO',
      'STRIPE_TEST_SERVER_URL',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'YOUTUBE_API_KEY',
      'GOOGLE_TEST_SERVER_URL',
      'FACEBOOK_APP_ID',
      'FACEBOOK_APP_SECRET',
      'INSTAGRAM_APP_ID',
      'INSTAGRAM_APP_SECRET',
      'INSTAGRAM_DISCOVERY_TOKEN',
      'INSTAGRAM_DISCOVERY_ACCOUNT_ID',
      'META_TEST_SERVER_URL',
      'TIKTOK_CLIENT_KEY',
      'TIKTOK_CLIENT_SECRET',
      'TIKTOK_TEST_SERVER_URL',
    ]);
    expect(settings).toMatchObject({ PORT: '5300', APP_URL: 'http://localhost:5300' });
    expect(out).toContain('POST http://localhost:5300/api/webhooks/stripe');
    expect(out).toContain('opens http://localhost:5300/shopify/launch?shop=');
    expect(out).not.toContain('APP_URL is not set');

    const pages = [
      `${settings.SHOPIFY_TEST_SERVER_URL}/collabify-demo.myshopify.com`,
      `${settings.STRIPE_TEST_SERVER_URL}/`,
      `${settings.GOOGLE_TEST_SERVER_URL}/accounts.google.com/.well-known/openid-configuration`,
      `${settings.META_TEST_SERVER_URL}/`,
      `${settings.TIKTOK_TEST_SERVER_URL}/`,
    ];
    const statuses = await Promise.all(pages.map(async (page) => (await fetch(page)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const exited = once(child, 'exit');
    child.kill('SIGINT');
    expect(await exited).toEqual([0, null]);
    for (const page of pages) await expect(fetch(page)).rejects.toThrow('fetch failed');
  }, 120_000);

  it('says loudly which app URL it assumes when APP_URL is not set', async () => {
    for (const [name, value] of Object.entries(FREE_PORTS)) vi.stubEnv(name, value);
    vi.stubEnv('APP_URL', '');
    const local = await startLocalProviders();
    await local.close();
    expect(local.text).toContain('  PORT=3000 \\\n  APP_URL=http://localhost:3000 \\\n');
    expect(local.text).toContain(
      'APP_URL is not set: assuming Collabify runs at http://localhost:3000.',
    );
    expect(local.text).toContain('APP_URL=http://localhost:5300 npm run providers:local');
  }, 60_000);

  it('refuses to start when a port is in use, naming the port', async () => {
    const busy = await listen({
      name: 'busy',
      handle: async (_req, res) => send(res, 204, ''),
      internalError: (res) => send(res, 500, ''),
    });
    for (const [name, value] of Object.entries(FREE_PORTS)) vi.stubEnv(name, value);
    vi.stubEnv('STRIPE_FAKE_PORT', String(busy.port));
    try {
      const failure = await startLocalProviders().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AggregateError);
      expect((failure as AggregateError).errors.map((e: Error) => e.message)).toEqual([
        `listen EADDRINUSE: address already in use 127.0.0.1:${busy.port}`,
      ]);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
