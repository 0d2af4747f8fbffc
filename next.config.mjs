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
};

export default nextConfig;
