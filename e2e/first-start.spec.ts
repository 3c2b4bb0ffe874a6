import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';

/** Two small real datasets (no bios, so the language model never loads): a quick first start. */
const DATASETS = ['instagram-top-200-influencers', 'youtube-most-subscribed-1000-channels'];
const BUNDLED = resolve(import.meta.dirname, '../data/datasets');

/** A port nothing listens on (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A datasets directory holding {@link DATASETS} with their mappings. */
function smallDatasets(): string {
  const dir = mkdtempSync(join(tmpdir(), 'collabify-first-start-datasets-'));
  mkdirSync(join(dir, 'mappings'));
  for (const name of DATASETS) {
    copyFileSync(join(BUNDLED, `${name}.csv`), join(dir, `${name}.csv`));
    copyFileSync(join(BUNDLED, 'mappings', `${name}.json`), join(dir, 'mappings', `${name}.json`));
  }
  return dir;
}

/** Resolves with the first log line of `server` that matches `pattern` (its JSON lines' `msg`). */
function logLine(server: ChildProcess, pattern: RegExp): Promise<string> {
  const lines = createInterface({ input: server.stdout! });
  return new Promise((found, failed) => {
    server.once('exit', (code) =>
      failed(new Error(`the server exited (${code}) before ${pattern}`)),
    );
    lines.on('line', (line) => {
      const message = line.startsWith('{')
        ? ((JSON.parse(line) as { msg?: string }).msg ?? '')
        : '';
      if (pattern.test(message)) found(message);
    });
  });
}

test('a first start shows every page as "Getting Collabify ready" with the import progress, then the page asked for', async ({
  browser,
}) => {
  // A server of its own on a fresh database, whose import waits after the first of two files
  // until released (IMPORT_PAUSE_AFTER_FILES, SIGUSR2).
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'collabify-first-start-'));
  const datasetsDir = smallDatasets();
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATASETS_DIR: datasetsDir,
      IMPORT_PAUSE_AFTER_FILES: '1',
      SEED_DEMO: 'false',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const paused = logLine(server, /^import paused after 1 file/);
    const ready = logLine(server, /^Collabify is ready/);
    await paused;

    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL: origin });
    const login = await context.newPage();
    const discovery = await context.newPage();
    await login.goto('/login');
    await discovery.goto('/influencer');
    for (const page of [login, discovery]) {
      await expect(page.getByRole('heading', { name: 'Getting Collabify ready' })).toBeVisible();
      await expect(page.getByText('Importing the datasets (1 of 2)')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      await expect(
        page.getByText('This page opens by itself when Collabify is ready.'),
      ).toBeVisible();
    }
    await test.info().attach('first start, import paused', {
      body: await login.screenshot(),
      contentType: 'image/png',
    });

    server.kill('SIGUSR2');
    await ready;
    // Each tab moves on by itself, to the page it asked for: no reload.
    await expect(login.getByText('Sign in to Collabify')).toBeVisible({ timeout: 30_000 });
    await expect(login).toHaveURL(`${origin}/login`);
    await expect(discovery.getByRole('heading', { name: 'Discover influencers' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(discovery.getByText('Getting Collabify ready')).toBeHidden();
    await context.close();
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(datasetsDir, { recursive: true, force: true });
  }
});
