import { FormResult, formResultMetadata } from '@/components/contact/form-result';

export const metadata = formResultMetadata('notSent');

export default function NotSentPage() {
  return <FormResult kind="notSent" />;
}
