import { LegacyRedirect, legacyRedirectMetadata } from '@/components/services/legacy-redirect';

export const metadata = legacyRedirectMetadata('bathroom-remodels');

export default function BathroomRemodelsPage() {
  return <LegacyRedirect from="bathroom-remodels" />;
}
