import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/build-stamp.ts';

const eslint = new ESLint({ cwd: ROOT });

/** The messages of the import-boundary rule for `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const IMPORT_PROVIDER = "import { startFakeStripe } from '@providers/stripe/server';\n";

describe('the providers/ boundary (eslint.config.js)', () => {
  it('fails an import of providers/ from the product server', async () => {
    const errors = await boundaryErrors(
      IMPORT_PROVIDER,
      'server/modules/billing/billing.service.ts',
    );
    expect(errors).toEqual([expect.stringContaining('server/ never imports providers/')]);
  });

  it('fails a relative import of providers/ from the product server', async () => {
    const errors = await boundaryErrors(
      "import { startFakeShopify } from '../../../providers/shopify/server';\n",
      'server/modules/shopify/shopify.service.ts',
    );
    expect(errors).toEqual([expect.stringContaining('server/ never imports providers/')]);
  });

  it("lets the server's tests start a local provider", async () => {
    const errors = await boundaryErrors(
      IMPORT_PROVIDER,
      'server/modules/billing/stripe.routes.test.ts',
    );
    expect(errors).toEqual([]);
  });

  it('fails an import of server/ from a provider', async () => {
    const errors = await boundaryErrors(
      "import { env } from '@server/env';\n",
      'providers/stripe/checkout.ts',
    );
    expect(errors).toEqual([expect.stringContaining('Only server/ imports server code.')]);
  });
});
