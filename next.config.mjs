/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Every route becomes route/index.html, so any static server finds it without rewrites.
  trailingSlash: true,
  // The default loader writes /_next/image URLs that only a Next server answers.
  // Images go through components/ui/picture.tsx, which renders pre-built files.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // A copy built only for the build checks (harness/project-copy.ts sets BUILD_FOR_CHECKS=1) skips
  // the type check: its code is the checkout's, type-checked by the checkout's own build, and
  // types do not depend on the content a copy changes. No deploy or test build sets it
  // (tests/unit/build-for-checks.test.ts).
  typescript: { ignoreBuildErrors: process.env.BUILD_FOR_CHECKS === '1' },
};

export default nextConfig;
