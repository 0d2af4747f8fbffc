'use client';

import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';

export default function Error({ error }: ErrorScreenProps) {
  return <ErrorScreen error={error} />;
}
