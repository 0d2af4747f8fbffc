'use client';

import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';
import { languages, locale } from '@/lib/locale';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error }: ErrorScreenProps) {
  return (
    <html lang={languages[locale].lang}>
      <body>
        <ErrorScreen error={error} />
      </body>
    </html>
  );
}
