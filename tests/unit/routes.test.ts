/** @jest-environment node */
import { canonicalPaths, legacyPaths } from '@/lib/routes';

describe('routes', () => {
  it('are the eleven routes of the spec, each once, with a trailing slash', () => {
    expect(canonicalPaths).toEqual([
      '/',
      '/services/',
      '/services/kitchen-bathroom-remodels/',
      '/services/retail-buildouts/',
      '/services/permit-rescue/',
      '/services/commercial-remodeling/',
      '/services/investor-partnerships/',
      '/services/fema-reconstruction/',
      '/projects/',
      '/about/',
      '/contact/',
    ]);
  });

  it('keep the two forwarding pages apart from the canonical routes', () => {
    expect(legacyPaths).toEqual(['/services/kitchen-remodels/', '/services/bathroom-remodels/']);
    for (const path of legacyPaths) expect(canonicalPaths).not.toContain(path);
  });
});
