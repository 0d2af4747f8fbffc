import { testEnv } from '../ports';

// The build checks read out/ as built by `npm run test:build`; see the same settings here.
Object.assign(process.env, testEnv);
