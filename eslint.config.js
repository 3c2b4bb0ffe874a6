// @ts-check
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns forbidden per layer: the boundaries of ARCHITECTURE.md. */
const serverSide = {
  regex: '^@server/|(^|/)server/',
  message: 'Only server/ imports server code.',
};
const appSide = { regex: '^@app/|(^|/)app/', message: 'Only app/ imports app code.' };
/** The local vendors are test and demo equipment: the product never runs on them. */
const providersSide = {
  regex: '^@providers/|(^|/)providers/',
  message: 'server/ never imports providers/: the product talks to vendors through its clients.',
};
const database = {
  regex: '^drizzle-orm(/|$)|(^|/)db/schema(/|$)',
  allowTypeImports: true,
  message:
    'Only *.repository.ts files (and server/db, server/import, server/test) touch the database.',
};

const root = dirname(fileURLToPath(import.meta.url));
const modulesDir = resolve(root, 'server/modules');

/** The module a file is in (its folder under server/modules), or null outside the modules. */
function moduleOf(file) {
  const path = relative(modulesDir, file);
  return path.startsWith('..') || isAbsolute(path) ? null : path.split(sep)[0];
}

/**
 * A module's repository is its own: other modules (and plugins, jobs …) use its service or its
 * read model (`<module>.read-model.ts`). Flags imports, type-only ones too, re-exports and
 * `import()` of `server/modules/<b>/*.repository` from outside module `b`, relative or through
 * `@server/`.
 * @type {import('eslint').Rule.RuleModule}
 */
const noForeignRepository = {
  meta: {
    type: 'problem',
    messages: {
      foreign:
        "'{{source}}' is the {{module}} module's repository: use its service or its read model.",
    },
    schema: [],
  },
  create(context) {
    const own = moduleOf(context.filename);
    /** @param {{ source?: unknown } | null | undefined} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node?.source);
      if (typeof source?.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('.')
        ? resolve(dirname(context.filename), spec)
        : spec.startsWith('@server/')
          ? resolve(root, spec.slice(1))
          : null;
      const module = target && moduleOf(target);
      if (!module || module === own || !/\.repository(\.[cm]?[jt]s)?$/.test(basename(target)))
        return;
      context.report({
        node: /** @type {import('estree').Node} */ (source),
        messageId: 'foreign',
        data: { source: spec, module },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,cjs,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{app,server,shared,providers,e2e,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object or a zod enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Seeds write the demo rows of several modules directly, as tests may.
    files: ['server/**'],
    ignores: ['server/seed/**'],
    plugins: { modules: { rules: { 'no-foreign-repository': noForeignRepository } } },
    rules: { 'modules/no-foreign-repository': 'error' },
  },
  {
    files: ['shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverSide, appSide] }],
    },
  },
  {
    files: ['server/**'],
    ignores: [
      'server/**/*.repository.ts',
      'server/db/**',
      'server/import/**',
      'server/test/**',
      'server/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [appSide, database, providersSide] },
      ],
    },
  },
  {
    files: [
      'server/**/*.repository.ts',
      'server/db/**',
      'server/import/**',
      'server/test/**',
      'server/**/*.test.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [appSide] }] },
  },
  {
    files: ['providers/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverSide, appSide] }],
    },
  },
  {
    files: ['app/**'],
    ignores: ['app/features/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverSide] }],
    },
  },
  {
    files: ['app/features/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverSide,
            {
              // Feature files live in api/, components/ or hooks/, so `../../` leaves the feature.
              group: ['@app/features/*', '@app/routes/*', '../../*'],
              message:
                'A feature never imports another feature or a route: routes compose features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '*.config.{ts,js,cjs}',
      'postcss.config.cjs',
      'eslint.config.js',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
