import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
