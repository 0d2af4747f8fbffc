import { resolveImage, type ImageRef } from '@/lib/read-images';

export type PictureProps = {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
  /** Also in the first screen at some width, though not the largest: never lazy. */
  eager?: boolean;
  className?: string;
};

/**
 * A server-rendered <picture>: AVIF and WebP sources for rasters, the file itself for SVGs,
 * always with intrinsic width and height so nothing shifts while it loads. No client JS.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  eager = priority,
  className,
}: PictureProps) {
  const { src, alt, width, height, sources } = resolveImage(image);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image needs a server or a client loader; this renders pre-built files
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sources.length ? sizes : undefined}
      loading={eager ? undefined : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!sources.length) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
