import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'collabify-lock-'));

describe('acquireDirectoryLock', () => {
  it('refuses a second holder with a message naming the directory, and allows it after release', () => {
    const dir = freshDir();
    const release = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(dir);
    release();
    expect(existsSync(join(dir, 'collabify.pid'))).toBe(false);
    acquireDirectoryLock(dir)();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'collabify.pid'), String(dead));
    const release = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    release();
  });
});
