import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock';

describe('acquireDirectoryLock', () => {
  it('refuses a second holder with a message naming the directory, and allows it after release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'collabify-lock-'));
    const release = await acquireDirectoryLock(dir);
    const second = acquireDirectoryLock(dir);
    await expect(second).rejects.toBeInstanceOf(DirectoryLockedError);
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(dir);
    await release();
    const again = await acquireDirectoryLock(dir);
    await again();
  });
});
