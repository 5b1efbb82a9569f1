import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// The web layers (ARCHITECTURE.md): app → features → components and lib → domain. A feature never
// imports another feature (the app layer composes them); lib is below components.
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to lib/ or components/, or compose them in app/.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/features',
    message: 'Shared code never imports a feature.',
  },
  {
    target: ['./web/src/lib', './web/src/config'],
    from: './web/src/components',
    message: 'lib/ is below components/: move the piece into lib/.',
  },
];
// Server modules import one another in one direction only (ARCHITECTURE.md, "modules/"): what
// both sides need lives in lib/ or the domain.
const serverModuleZones = [
  { target: './server/src/modules/kardex', from: './server/src/modules/supplies', message: 'supplies → kardex, never back.' },
  {
    target: './server/src/modules/activities',
    from: './server/src/modules/operator-work',
    message: 'operator-work → activities, never back.',
  },
  { target: './server/src/lib', from: './server/src/modules', message: 'lib/ is below the modules: move the piece into lib/.' },
];
const appLayerZone = {
  target: ['./web/src/features', './web/src/components', './web/src/lib', './web/src/config'],
  from: './web/src/app',
  message: 'Only the app layer imports from app/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'server/.dist-lifecycle-*/**',
      '**/node_modules/**',
      'server/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` object or a union, not an enum.' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@tintero/server', '@tintero/web', 'node:*', 'fs', 'path'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...webLayerZones, appLayerZone] }],
    },
  },
  {
    // One table for every list: the house props, pinned row actions and the layout by column kind
    // live in components/data-table.tsx, the only importer of mantine-datatable.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/data-table.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'mantine-datatable', message: 'Use DataTable from components/data-table.' }],
          patterns: [{ group: ['mantine-datatable/*'], message: 'components/data-table loads the table styles.' }],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: serverModuleZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What the server answers is typed once, by the domain's response schemas: a feature's types.ts
    // names them (`export type Supply = SupplyResponse`), it never redeclares them field by field.
    files: ['web/src/features/**/types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object or a union, not an enum.' },
        {
          selector: 'ExportNamedDeclaration > TSInterfaceDeclaration',
          message: "Type an answer as z.infer of the domain's response schema (domain/src/responses), not by hand.",
        },
      ],
    },
  },
  {
    // Source files stay small enough to read whole, and so do tests and their helpers: a test file
    // is split by what it tests, its shared set-up moved to a helper module (issue 21 item 6).
    files: ['{domain,server,web}/{src,test}/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A test may check a feature against the app's real composition (the tab list it plugs into).
    files: ['web/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
);
