import { describe, expect, it } from 'vitest';
import { gzipKb, type Manifest, measurePages, staticClosure } from './js-size';

const MANIFEST: Manifest = {
  'boot.ts': { file: 'assets/boot.js', isEntry: true, imports: ['_shared.js'] },
  'main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js' },
  'routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_react.js'] },
};

/** Incompressible bytes (a fixed pseudo-random sequence), so each file's gzip size is about its length. */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let seed = length;
  for (let i = 0; i < length; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

const FILES: Record<string, Uint8Array> = {
  'assets/boot.js': noise(1_000),
  'assets/main.js': noise(20_000),
  'assets/react.js': noise(60_000),
  'assets/shared.js': noise(5_000),
  'assets/home.js': noise(8_000),
  'assets/cards.js': noise(12_000),
};
const read = (file: string) => FILES[file]!;

describe('staticClosure', () => {
  it('follows static imports transitively, each file once', () => {
    expect([...staticClosure(MANIFEST, ['routes/home.tsx'])].sort()).toEqual([
      'assets/cards.js',
      'assets/home.js',
      'assets/react.js',
    ]);
  });

  it('throws for a module the build does not have', () => {
    expect(() => staticClosure(MANIFEST, ['routes/missing.tsx'])).toThrow(/routes\/missing.tsx/);
  });
});

describe('measurePages', () => {
  it('counts the entry and the shell before route code, and only new files as the route’s', () => {
    const [home] = measurePages(
      MANIFEST,
      'boot.ts',
      'main.tsx',
      [{ page: '/', route: 'routes/home.tsx' }],
      read,
    );
    const kb = (...files: string[]) => files.reduce((sum, f) => sum + gzipKb(FILES[f]!), 0);
    expect(home!.beforeRouteKb).toBeCloseTo(
      kb('assets/boot.js', 'assets/main.js', 'assets/react.js', 'assets/shared.js'),
    );
    expect(home!.routeKb).toBeCloseTo(kb('assets/home.js', 'assets/cards.js'));
    expect(home!.totalKb).toBeCloseTo(home!.beforeRouteKb + home!.routeKb);
    expect(home!.over).toEqual([]);
  });

  it('names each budget a page is past', () => {
    const [home] = measurePages(
      MANIFEST,
      'boot.ts',
      'main.tsx',
      [{ page: '/', route: 'routes/home.tsx', beforeRouteKb: 50, totalKb: 90 }],
      read,
    );
    expect(home!.over).toHaveLength(2);
    expect(home!.over[0]).toMatch(/^before route code 86\.\d KB > 50 KB$/);
    expect(home!.over[1]).toMatch(/^with route code 10\d\.\d KB > 90 KB$/);
  });
});
