import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailPacer } from './pacer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createMailPacer', () => {
  it('starts at most the rate in any second, and platform mail before waiting bulk mail', async () => {
    const pacer = createMailPacer({ ratePerSecond: 2, concurrency: 10 });
    const started: string[] = [];
    const send = (name: string) => () => {
      started.push(`${name}@${Date.now()}`);
      return Promise.resolve(name);
    };
    const t0 = Date.now();
    const bulk = Array.from({ length: 5 }, (_, k) => pacer.run('bulk', send(`bulk${k}`)));
    await vi.advanceTimersByTimeAsync(0);
    const code = pacer.run('platform', send('code'));
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all([...bulk, code]);
    const at = (name: string) =>
      Number(started.find((s) => s.startsWith(`${name}@`))!.split('@')[1]) - t0;
    // Two bulk sends took the first second; the code is next, before the three bulk left.
    expect(started.map((s) => s.split('@')[0])).toEqual([
      'bulk0',
      'bulk1',
      'code',
      'bulk2',
      'bulk3',
      'bulk4',
    ]);
    expect(at('code')).toBeLessThanOrEqual(1_000);
    // No rolling second holds more than two starts.
    const times = started.map((s) => Number(s.split('@')[1]));
    for (const time of times) {
      const inWindow = times.filter((other) => other >= time && other < time + 1_000);
      expect(inWindow.length).toBeLessThanOrEqual(2);
    }
  });
});
