import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers (docs/architecture.md#layers). Each folder lists what it must never import; ESLint
// keeps the last options given to a rule for a file, so each entry below is a file's whole list.
const up = ['@/', '../', '../../', '../../../', '../../../../'];
const forbid = (folders, message) => ({
  group: folders.flatMap((folder) => up.flatMap((at) => [`${at}${folder}`, `${at}${folder}/*`])),
  message,
});
const app = forbid(
  ['app'],
  'app/ only consumes: shared data and helpers live in lib/ or components/.',
);
const tooling = forbid(
  ['pipeline', 'server', 'tests', 'harness', 'bench', 'scripts'],
  'The site (app, components, lib) never imports the build, the local server, the tests, their harness or the benchmarks.',
);
const contentDoor = forbid(
  ['content'],
  'Pages and components read content through @/lib/content, the one module that validates it.',
);
const primitivesTakeProps = {
  group: [
    ...contentDoor.group,
    ...['@/lib/content', '../../lib/content'].flatMap((door) => [door, `${door}/*`]),
  ],
  message: 'A UI primitive gets what it shows through props; the feature component passes it in.',
};
const contentIsData = {
  group: ['@/*', '../*'],
  message: 'content/ holds data and schemas only: it imports nothing from the rest of the project.',
};
const noTestsOrBench = forbid(
  ['tests', 'harness', 'bench'],
  'Build and server code never imports the tests, their harness or the benchmarks.',
);
const noTests = forbid(
  ['tests'],
  'tests/ holds the suites and the runner, and only they import it: what suites share lives in harness/.',
);
const noServer = forbid(
  ['server'],
  'The build never imports the local server: what both read lives in lib/.',
);
const noPipeline = forbid(
  ['pipeline'],
  'The local server runs the build (npm run build) and never imports it: what both read lives in lib/.',
);
const supabaseAlone = forbid(
  [
    'app',
    'components',
    'content',
    'lib',
    'pipeline',
    'server',
    'scripts',
    'tests',
    'harness',
    'bench',
  ],
  'Supabase deploys supabase/ on its own: its code imports nothing from the rest of the project.',
);
/** The same, for the configuration files at the top, which reach tests/ as `./tests/...`. */
const topNoTests = {
  group: [...noTests.group, './tests', './tests/*'],
  message: noTests.message,
};
const noBench = forbid(
  ['bench'],
  'Tests and their harness never import benchmarks; a benchmark may reuse the harness.',
);
const layer = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.tmp/**',
      // wrangler dev's bundle of its own (harness/workerd.ts).
      '.wrangler/**',
      'bench-results/**',
      '.generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  layer(['content/**'], contentIsData),
  layer(['app/**'], tooling, contentDoor),
  layer(['components/**'], app, tooling, contentDoor),
  layer(['components/ui/**'], app, tooling, primitivesTakeProps),
  layer(['lib/**'], app, tooling),
  layer(['pipeline/**'], app, noTestsOrBench, noServer),
  layer(['server/**'], app, noTestsOrBench, noPipeline),
  layer(['scripts/**'], app, noTestsOrBench),
  layer(['supabase/**'], supabaseAlone),
  layer(['tests/**'], app, noBench),
  layer(['harness/**'], app, noBench, noTests),
  layer(['bench/**'], app, noTests),
  // The configuration files at the top (playwright.config.ts, jest.config.mjs, ...).
  layer(['*.ts', '*.mjs'], app, topNoTests),
  // The function's modules import one way: general helpers are leaves, routes use stages, and no
  // two modules reach each other at run time (the rule skips `import type`; the unit test
  // tests/unit/import-map.test.ts also follows those, across the project).
  {
    files: ['supabase/functions/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
