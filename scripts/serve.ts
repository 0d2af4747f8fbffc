/** `npm run serve`: serves the existing out/ (or, with --api-only, only the contact endpoint). */
import { serveFromEnv } from './site-server';

await serveFromEnv();
