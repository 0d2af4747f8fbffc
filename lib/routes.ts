import { legacyPages, projects, sitePages } from '@/lib/content';
import { projectPath, townPath } from '@/lib/content/site-pages';

/**
 * Every canonical route, as the sitemap lists it, the bench measures it and the tests visit it.
 * The 404 page and the legacy forwarding pages are left out on purpose.
 */
export const canonicalPaths = sitePages.map((page) => page.path);

/**
 * With `output: 'export'`, Next refuses a dynamic route whose generateStaticParams returns no
 * entry (vercel/next.js#61213: "at least one route must be generated"), yet the owner may delete
 * every project, and a young company has no town with two. So an empty list builds one page under
 * this slug, which no content file can take (slugs have no `_`); it renders the 404 and
 * pipeline/steps/postbuild.ts deletes its folder, so the export holds no trace of it.
 */
export const placeholderSlug = '_none';

/** The params of a `[slug]` route: one per slug, or the placeholder when there is none. */
export function slugParams(slugs: string[]) {
  return (slugs.length ? slugs : [placeholderSlug]).map((slug) => ({ slug }));
}

/** The `[slug]` routes that may have no entry; postbuild removes their placeholder page. */
export const placeholderPaths = [projectPath, townPath].map((path) => path(placeholderSlug));

/** The old footer addresses that forward to their replacement (content/redirects.ts). */
export const legacyPaths = legacyPages.map((page) => page.path);

/** The photos a page shows, for its image sitemap entries: every photo of a project page. */
export function pageImages(path: string) {
  const project = projects.find((p) => p.path === path);
  if (!project) return [];
  const all = [
    ...project.photos,
    ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
  ].map((image) => image.src);
  return [...new Set(all)];
}
