/** `npm run serve`: serves the existing out/ with the contact function, without building. */
import { serveFromEnv } from './site-server';

await serveFromEnv();
