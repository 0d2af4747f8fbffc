import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = { moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' } };

// next/jest only transforms the top-level config, so each project goes through it too.
const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/harness/unit/setup.ts'],
})();
const build = await createJestConfig({
  ...shared,
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
  setupFiles: ['<rootDir>/harness/build/env.ts'],
})();
// linkedom (harness/build/out.ts) is CommonJS, but the css-select it depends on is an ES module:
// transform linkedom, its own node_modules and its three top-level dependencies, no other package.
build.transformIgnorePatterns = build.transformIgnorePatterns.map((pattern) =>
  pattern.includes('node_modules')
    ? `^(?!.*/node_modules/(linkedom|cssomnom|uhyphen|html-escaper)/).*(?:${pattern})`
    : pattern,
);

// The send-contact-email function in real Deno over real PostgreSQL, and under Node over PGlite.
const fn = await createJestConfig({
  ...shared,
  displayName: 'function',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/function/**/*.test.ts'],
  setupFiles: ['<rootDir>/harness/function/setup.ts'],
})();

// `npm start` on a copy of the project: an edit is rebuilt and served (one rebuild, 1-3 minutes).
const start = await createJestConfig({
  ...shared,
  displayName: 'start',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/start/**/*.test.ts'],
})();

const config = { projects: [unit, build, fn, start] };

export default config;
