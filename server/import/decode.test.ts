import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASETS_DIR } from './bundled';
import { decodeBytes } from './decode';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeBytes', () => {
  it('strips a UTF-8 byte-order mark', () => {
    const text = decodeBytes(bytes(0xef, 0xbb, 0xbf, ...utf8('rank,channel_info')), 'utf-8');
    expect(text).toBe('rank,channel_info');
  });

  it('strips the BOM of the real top-200 file so its first header is "rank"', () => {
    const file = readFileSync(resolve(BUNDLED_DATASETS_DIR, 'instagram-top-200-influencers.csv'));
    expect(file[0]).toBe(0xef);
    expect(decodeBytes(file, 'utf-8').startsWith('rank,')).toBe(true);
  });

  it('decodes latin-1 bytes, 0xFD becoming ý', () => {
    expect(decodeBytes(bytes(0xfd, 0xfd, 0xfd, 0x20, ...utf8('Kids')), 'latin1')).toBe('ýýý Kids');
  });

  it('decodes the real YouTube 2023 file as latin-1 and finds its ý runs', () => {
    const file = readFileSync(resolve(BUNDLED_DATASETS_DIR, 'youtube-global-statistics-2023.csv'));
    expect(() => decodeBytes(file, 'utf-8')).toThrow(TypeError);
    expect(decodeBytes(file, 'latin1')).toContain('ýýý Kids Diana Show');
  });

  it('refuses bytes that are not UTF-8 when the mapping says utf-8', () => {
    expect(() => decodeBytes(bytes(0x61, 0xfd, 0x62), 'utf-8')).toThrow(TypeError);
  });

  it('keeps a BOM-less file unchanged', () => {
    expect(decodeBytes(utf8('a,b\r\n1,2'), 'utf-8')).toBe('a,b\r\n1,2');
  });
});
