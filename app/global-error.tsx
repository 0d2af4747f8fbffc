'use client';

import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error }: ErrorScreenProps) {
  return (
    <html lang="en-US">
      <body>
        <ErrorScreen error={error} />
      </body>
    </html>
  );
}
