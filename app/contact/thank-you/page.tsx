import { FormResult } from '@/components/contact/form-result';
import { formResultPages } from '@/content/contact';
import { pageMetadata } from '@/lib/seo';

const page = formResultPages.thankYou;

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: page.path,
  noindex: true,
});

export default function ThankYouPage() {
  return <FormResult tone="sent" title={page.title} lead={page.lead} body={page.body} />;
}
