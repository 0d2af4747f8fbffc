/** @jest-environment node */
import { canonicalPaths, legacyPaths, projects, townPages } from '@/lib/content';

describe('routes', () => {
  it('are the eleven routes of the spec, a page per project and per earned town, and the privacy page, each once', () => {
    const spec = canonicalPaths.filter(
      (path) =>
        !/^\/(projects|service-areas)\/[\w-]+\/$/.test(path) &&
        path !== '/service-areas/' &&
        path !== '/privacy/',
    );
    expect(canonicalPaths).toContain('/privacy/');
    expect(new Set(canonicalPaths).size).toBe(canonicalPaths.length);
    expect(
      canonicalPaths.filter((path) => path.startsWith('/projects/') && path !== '/projects/'),
    ).toEqual(projects.map((p) => `/projects/${p.slug}/`));
    expect(canonicalPaths.filter((path) => /^\/service-areas\/.+/.test(path))).toEqual(
      townPages.map((a) => `/service-areas/${a.slug}/`),
    );
    expect(spec).toEqual([
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
