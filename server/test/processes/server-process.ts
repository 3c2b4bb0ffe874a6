import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../paths';

/** The compiled server, as production runs it (`npm run test:processes` builds first). */
const ENTRY = resolve(PROJECT_ROOT, 'dist/server/main.js');

/**
 * The Node flags `npm start` gives the server (package.json's `start` script): V8's young
 * generation capped at 16 MB per semi-space instead of the 64 MB Node 24 grows it to, which was
 * ~96 MB of the server's RSS (bench/README.md "Start").
 */
const NODE_FLAGS = ['--max-semi-space-size=16'];

/** A server process started by a test, with everything it printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  output: string[];
}

/**
 * Starts dist/server/main.js as `npm start` runs it ({@link NODE_FLAGS}), with
 * `--services=<services>` and exactly `env` (plus PATH), its stdout and stderr collected in
 * `output`.
 */
export function spawnServer(
  services: 'web' | 'worker',
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS, ENTRY, `--services=${services}`], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = { child, output: [] as string[] };
  child.stdout!.on('data', (chunk: Buffer) => running.output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => running.output.push(chunk.toString()));
  return running;
}

/** Resolves once the process printed `text` (as its output arrives); rejects when it exits first. */
export function printed(running: ServerProcess, text: string): Promise<void> {
  const seen = () => running.output.join('').includes(text);
  return new Promise((resolve, reject) => {
    if (seen()) return resolve();
    const onOutput = () => {
      if (!seen()) return;
      running.child.stdout!.off('data', onOutput);
      running.child.off('exit', onExit);
      resolve();
    };
    const onExit = () =>
      reject(new Error(`process exited before printing "${text}":\n${running.output.join('')}`));
    running.child.stdout!.on('data', onOutput);
    running.child.once('exit', onExit);
  });
}

/**
 * The line a process logs once ready ("Collabify is ready at …", server/start.ts); the
 * "Listening at" line before it also names "until Collabify is ready".
 */
export const READY_LINE = 'Collabify is ready at';

/** Resolves once the process logged that it is ready; rejects when it exits first. */
export const ready = (running: ServerProcess) => printed(running, READY_LINE);

/** The address a web process logged it listens at ("Listening at …", server/start.ts). */
export function listeningUrl(running: ServerProcess): string {
  const url = /Listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(running.output.join(''))?.[1];
  if (!url) throw new Error(`no listening address in:\n${running.output.join('')}`);
  return url;
}

/** The exit code once the process exited (null when a signal killed it). */
export function exited(running: ServerProcess): Promise<number | null> {
  const { child } = running;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
