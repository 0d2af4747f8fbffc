import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers (docs/architecture.md#layers). Each folder lists what it must never import; ESLint
// keeps the last options given to a rule for a file, so each entry below is a file's whole list.
const up = ['@/', '../', '../../', '../../../', '../../../../'];
const forbid = (folders, message) => ({
  group: folders.flatMap((folder) => up.flatMap((at) => [`${at}${folder}`, `${at}${folder}/*`])),
  message,
});
/** The project's code folders, but the ones named: what a folder that stands alone must not import. */
const codeFolders = [
  'app',
  'components',
  'content',
  'lib',
  'supabase',
  'pipeline',
  'server',
  'scripts',
  'tests',
  'harness',
  'bench',
];
const foldersBut = (...own) => codeFolders.filter((folder) => !own.includes(folder));
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
  foldersBut('supabase'),
  'Supabase deploys supabase/ on its own: its code imports nothing from the rest of the project.',
);
/**
 * The site's side of the contract between the site and its function: of supabase/, the site reads
 * `_shared/contract.ts` alone (docs/architecture.md#layers). The local server and the test
 * harness run the function itself, and may import more of it.
 */
const contractOnly = {
  regex: '^(@/|(\\.\\./)+)supabase/(?!functions/_shared/contract(\\.ts)?$)',
  message:
    'Of supabase/, site code imports only supabase/functions/_shared/contract.ts: what the site and its function share is written there.',
};
/** The same, for the configuration files at the top, which reach tests/ as `./tests/...`. */
const topNoTests = {
  group: [...noTests.group, './tests', './tests/*'],
  message: noTests.message,
};
const noBench = forbid(
  ['bench'],
  'Tests and their harness never import benchmarks; a benchmark may reuse the harness.',
);
/** The service worker's parts run the pages' own lib/ modules, and nothing else of the project. */
const workerTakesLib = forbid(
  foldersBut('lib'),
  'A service worker part imports lib/ alone: what it shares with the pages lives there (docs/offline.md).',
);
const codeFiles = ['**/*.{ts,tsx,js,mjs}'];
const maxLines = (max) => ['error', { max, skipBlankLines: false, skipComments: false }];
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
  // The Spanish copy (content/es/) reads its English module's shape: still inside content/.
  layer(['content/es/**'], { ...contentIsData, group: ['@/*', '../../*'] }),
  layer(['app/**'], tooling, contentDoor, contractOnly),
  layer(['components/**'], app, tooling, contentDoor, contractOnly),
  layer(['components/ui/**'], app, tooling, primitivesTakeProps, contractOnly),
  layer(['lib/**'], app, tooling, contractOnly),
  layer(['pipeline/**'], app, noTestsOrBench, noServer, contractOnly),
  layer(['server/**'], app, noTestsOrBench, noPipeline),
  layer(['scripts/**'], app, noTestsOrBench),
  layer(['supabase/**'], supabaseAlone),
  layer(['worker/**'], workerTakesLib),
  layer(['tests/**'], app, noBench),
  layer(['harness/**'], app, noBench, noTests),
  layer(['bench/**'], app, noTests),
  // The configuration files at the top (playwright.config.ts, jest.config.mjs, ...).
  layer(['*.ts', '*.mjs'], app, topNoTests),
  // Imports run one way across the project: general helpers are leaves, and no two modules reach
  // each other at run time. The rule skips `import type` (eslint-plugin-import has no switch for
  // it): a circle of types alone costs nothing at run time, and none exists (docs/architecture.md).
  {
    files: codeFiles,
    // Packages are never parsed: the rule's first pass (the file's strongly connected components)
    // ignores `ignoreExternal` and read every file of zod and the rest, 10 s a linted file.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Files that fit on a screen or two, one job each: any code file at most 300 lines, a component
  // at most 200, the function's router at most 150, every line counted. Tests and their harness
  // are exempt (a test's length is its cases), as are the migrations (SQL, applied as written) and
  // the editor's files in public/ (ignored above).
  { files: codeFiles, ignores: ['tests/**', 'harness/**'], rules: { 'max-lines': maxLines(300) } },
  { files: ['components/**/*.tsx'], rules: { 'max-lines': maxLines(200) } },
  {
    files: ['supabase/functions/_shared/contact-handler.ts'],
    rules: { 'max-lines': maxLines(150) },
  },
];

export default config;
