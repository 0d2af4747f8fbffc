/** Builds out/ the way the test suite needs it: the contact form posts cross-origin to the test endpoint. */
import { execSync } from 'node:child_process';
import { testEnv } from './ports';

execSync('npm run build', { stdio: 'inherit', env: { ...process.env, ...testEnv } });
