import { FormResult, formResultMetadata } from '@/components/contact/form-result';

export const metadata = formResultMetadata('thankYou');

export default function ThankYouPage() {
  return <FormResult kind="thankYou" />;
}
