import { describe, expect, it } from 'vitest';
import { parseHandles } from './parse-handles';

describe('parseHandles', () => {
  it('takes @handles, bare handles and profile links, once each, in order', () => {
    const text =
      '@Cristiano\nleomessi, https://www.instagram.com/selenagomez/\n@cristiano youtube.com/@MrBeast';
    expect(parseHandles(text)).toEqual(['Cristiano', 'leomessi', 'selenagomez', 'MrBeast']);
  });

  it('drops what cannot be a handle', () => {
    expect(parseHandles('hello!! ?? @ok_1')).toEqual(['ok_1']);
  });
});
