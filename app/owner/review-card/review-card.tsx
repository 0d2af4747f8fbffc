import { encodeQr, qrPath } from '@/lib/qr-code';

/** Light modules around the code, as the standard asks, so a scanner finds its edge. */
const quietZone = 4;

export type ReviewCardProps = {
  business: string;
  ask: string;
  scan: string;
  qrAlt: string;
  /** What the code holds: the review page's full address. */
  url: string;
};

/**
 * The printed card: the business, the request, a QR code of the review page drawn at build time
 * (lib/qr-code.ts) as one SVG path, and the address to type for those who do not scan.
 */
export function ReviewCard({ business, ask, scan, qrAlt, url }: ReviewCardProps) {
  const code = encodeQr(url);
  const side = code.size + quietZone * 2;
  const shortUrl = url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
  return (
    <div className="review-card mx-auto flex max-w-sm flex-col items-center rounded-2xl border-2 border-ink bg-white px-6 py-8 text-center text-ink print:max-w-[120mm] print:break-inside-avoid print:shadow-none">
      <p className="text-lg font-bold tracking-wide uppercase">{business}</p>
      <p className="mt-3 text-2xl font-bold text-balance sm:text-3xl">{ask}</p>
      <svg
        role="img"
        aria-label={`${qrAlt} ${url}`}
        viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
        width={side * 6}
        height={side * 6}
        shapeRendering="crispEdges"
        className="mt-6 h-auto w-full max-w-64 print:w-[70mm] print:max-w-none"
      >
        <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
        <path d={qrPath(code)} fill="#000" />
      </svg>
      <p className="mt-4 text-base">{scan}</p>
      <p className="mt-1 font-mono text-base font-bold [overflow-wrap:anywhere] sm:text-lg print:text-base">
        {shortUrl}
      </p>
    </div>
  );
}
