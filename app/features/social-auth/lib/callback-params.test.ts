import { describe, expect, it } from 'vitest';
import { parseCallbackParams } from './callback-params';

describe('parseCallbackParams', () => {
  it('reads the code and state a provider sends back after consent', () => {
    expect(
      parseCallbackParams('?state=abcdefghijklmnop1234&code=4%2F0AX4XfWh&scope=email'),
    ).toEqual({ kind: 'code', code: '4/0AX4XfWh', state: 'abcdefghijklmnop1234' });
  });

  it('tells a cancelled consent (access_denied) from another refusal', () => {
    expect(parseCallbackParams('?error=access_denied&state=abcdefghijklmnop1234')).toEqual({
      kind: 'cancelled',
    });
    expect(
      parseCallbackParams('?error=invalid_scope&error_description=Scope+not+allowed&state=s'),
    ).toEqual({ kind: 'refused', error: 'invalid_scope', description: 'Scope not allowed' });
  });

  it('lets an error win over a code, and says when the query holds neither', () => {
    expect(parseCallbackParams('?code=x&state=y&error=access_denied')).toEqual({
      kind: 'cancelled',
    });
    expect(parseCallbackParams('')).toEqual({ kind: 'missing' });
    expect(parseCallbackParams('?code=only-a-code')).toEqual({ kind: 'missing' });
  });
});
