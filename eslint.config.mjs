import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers: app/ only consumes lib/ and content/; UI primitives show what their props hold.
const appOnlyConsumes = {
  group: ['@/app', '@/app/*', '**/app', '**/app/*'],
  message: 'app/ only consumes: shared data and helpers live in lib/ or content/.',
};
const primitivesTakeProps = {
  group: ['@/content', '@/content/*', '**/content', '**/content/*'],
  message: 'A UI primitive gets what it shows through props; the feature component passes it in.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.tmp/**',
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
  {
    files: ['components/**', 'content/**', 'lib/**', 'scripts/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appOnlyConsumes] }] },
  },
  {
    // Replaces the rule's options for these files, so it repeats the one above.
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appOnlyConsumes, primitivesTakeProps] }],
    },
  },
];

export default config;
