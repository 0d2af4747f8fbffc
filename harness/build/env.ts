import { existsSync, readFileSync } from 'node:fs';
import { buildMarker } from '../../lib/build-marker';
import { testEnv } from '../ports';

// The build checks read out/ with the NEXT_PUBLIC_* settings it was built with, which the build
// records in its marker (lib/build-marker.ts). So the same checks run over the test build
// (`npm run test:build`, harness/ports.ts) and over the deploy workflow's production build, with
// nothing to pass. Without a marker (no finished build), the test settings.
const builtWith = existsSync(buildMarker)
  ? (JSON.parse(readFileSync(buildMarker, 'utf8')) as Record<string, string>)
  : testEnv;
for (const name of Object.keys(testEnv)) delete process.env[name];
Object.assign(process.env, builtWith);
