import { LegacyRedirect, legacyRedirectMetadata } from '@/components/services/legacy-redirect';

export const metadata = legacyRedirectMetadata('kitchen-remodels');

export default function KitchenRemodelsPage() {
  return <LegacyRedirect from="kitchen-remodels" />;
}
