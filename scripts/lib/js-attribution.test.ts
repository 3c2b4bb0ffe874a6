import { encode } from '@jridgewell/sourcemap-codec';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  attributeChunks,
  type BuiltChunk,
  groupOf,
  splitByGroup,
  UNMAPPED,
} from './js-attribution';

const SOURCES = [
  '../../../node_modules/react-dom/cjs/react-dom-client.production.js',
  '../../../node_modules/@mantine/core/esm/components/Button/Button.mjs',
  '../../../app/features/discovery/components/filter-panel.tsx',
];

/** `import x;` (unmapped), then React DOM's code, Mantine's and the app's on line 1; the app's on line 2. */
const CHUNK: BuiltChunk = {
  code: 'import x;var a=1;var b=2;var c=3;\nvar d=4;',
  map: {
    sources: SOURCES,
    mappings: encode([
      [
        [9, 0, 0, 0],
        [17, 1, 0, 0],
        [25, 2, 0, 0],
      ],
      [[0, 2, 1, 0]],
    ]),
  },
};

describe('groupOf', () => {
  it('names the npm package, scoped or not, of a path in node_modules', () => {
    expect(groupOf(SOURCES[0]!)).toBe('react-dom');
    expect(groupOf(SOURCES[1]!)).toBe('@mantine/core');
  });

  it('names the first two folders of the app’s own sources', () => {
    expect(groupOf(SOURCES[2]!)).toBe('app/features');
    expect(groupOf('../../../app/router.tsx')).toBe('app/router.tsx');
  });
});

describe('splitByGroup', () => {
  it('gives each segment’s code to its source’s group, the rest to unmapped', () => {
    expect(Object.fromEntries(splitByGroup(CHUNK))).toEqual({
      [UNMAPPED]: 'import x;\n',
      'react-dom': 'var a=1;',
      '@mantine/core': 'var b=2;',
      'app/features': 'var c=3;var d=4;',
    });
  });
});

describe('attributeChunks', () => {
  it('shares the chunk’s gzip bytes among its groups, heaviest first, raw bytes beside them', () => {
    const weights = attributeChunks([CHUNK]);
    expect(weights.map((w) => w.group)[0]).toBe('app/features');
    expect(weights.find((w) => w.group === 'app/features')?.rawBytes).toBe(16);
    const gzipTotal = weights.reduce((sum, w) => sum + w.gzipBytes, 0);
    expect(gzipTotal).toBeCloseTo(gzipSync(CHUNK.code).length, 6);
  });

  it('adds a group’s weights up over chunks', () => {
    const [once] = attributeChunks([CHUNK]).filter((w) => w.group === 'react-dom');
    const [twice] = attributeChunks([CHUNK, CHUNK]).filter((w) => w.group === 'react-dom');
    expect(twice!.rawBytes).toBe(2 * once!.rawBytes);
    expect(twice!.gzipBytes).toBeCloseTo(2 * once!.gzipBytes, 6);
  });
});
