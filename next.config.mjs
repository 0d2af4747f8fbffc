/** The function's contract and the message schema it re-exports (supabase/functions/_shared/). */
const contractFiles =
  /supabase[\\/]functions[\\/]_shared[\\/](contract|message-schema|storable-text|check-messages-(en|es))\.ts$/;

/**
 * The Spanish edition's build (pipeline/steps/spanish.ts, lib/locale.ts): its pages live under
 * /es/, so Next prefixes every link, script and style with it (basePath), and it exports to a
 * folder of its own (with output: 'export', a custom distDir names the export's folder), which
 * that step then moves to out/es/.
 */
const spanish = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es';
/** The modules of words the islands read through lib/labels.ts, as lib/labels.ts imports them. */
const englishLabels = /^@\/content\/(labels|form-labels|island-labels|carousel-labels)$/;
const spanishLabels = /^@\/content\/es\/(labels|form-labels|island-labels|carousel-labels)$/;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(spanish ? { basePath: '/es', distDir: 'out-es' } : {}),
  // Every route becomes route/index.html, so any static server finds it without rewrites.
  trailingSlash: true,
  // The default loader writes /_next/image URLs that only a Next server answers.
  // Images go through components/ui/picture.tsx, which renders pre-built files.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Next traces the files a Next server would need to run each route (.next/*.nft.json), for
  // `next start` and standalone deploys; an export deploys out/ alone, and nothing reads them.
  // Excluding every file from every route's trace leaves the export byte for byte the same and
  // takes `next build` from 37 s to 29 s here (docs/performance.md, 2026-11-29).
  outputFileTracingExcludes: { '*': ['**/*'] },
  reactStrictMode: true,
  // The function's contract (which every page reads for paths) re-exports the contact message's
  // zod schema from message-schema.ts. Both free of side effects, webpack follows a re-export to
  // the module that holds it and leaves message-schema.ts, and zod with it, out of every page
  // that uses none of it (webpack's optimization.sideEffects, cited in docs/architecture.md).
  webpack(config, { isServer, webpack }) {
    config.module.rules.push({ test: contractFiles, sideEffects: false });
    // lib/labels.ts picks this edition's words by NEXT_PUBLIC_SITE_LOCALE, which webpack cannot
    // follow across modules: in the browser's bundles each label module of the other edition is
    // this one's, so an island carries one language (docs/spanish.md). The server renders with both.
    if (!isServer)
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          spanish ? englishLabels : spanishLabels,
          (resource) => {
            resource.request = resource.request.replace(
              spanish ? '@/content/' : '@/content/es/',
              spanish ? '@/content/es/' : '@/content/',
            );
          },
        ),
        // The contact form's checks speak the edition's language alone (message-schema.ts).
        new webpack.NormalModuleReplacementPlugin(
          /^\.\/check-messages-(en|es)\.ts$/,
          (resource) => {
            resource.request = `./check-messages-${spanish ? 'es' : 'en'}.ts`;
          },
        ),
      );
    return config;
  },
  // No type check where the same code's types are checked elsewhere (types never depend on
  // content): a copy built only for the build checks (BUILD_FOR_CHECKS=1, harness/project-copy.ts),
  // and TYPES_CHECKED=1, which `npm start` sets for a rebuild when no code is newer than the last
  // finished build and `npm test` for its test build, whose types its typecheck step checks. No
  // deploy sets either (tests/unit/build-for-checks.test.ts).
  typescript: {
    // The Spanish edition's build runs the code the English build has just checked.
    ignoreBuildErrors:
      process.env.BUILD_FOR_CHECKS === '1' || process.env.TYPES_CHECKED === '1' || spanish,
  },
};

export default nextConfig;
