import { MapPin, Navigation } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { buttonClass } from '@/components/ui/button-link';
import {
  buildAreaMap,
  directionsLinks,
  labelSize,
  mapHeight,
  mapWidth,
  type MapPoint,
} from '@/lib/area-map';
import { areaMapCopy, areas, site } from '@/lib/content';
import { labels } from '@/lib/labels';

function Label({ point, className }: { point: MapPoint; className: string }) {
  const { x, y, anchor } = point.label;
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={labelSize}
      className={`stroke-white stroke-[5px] font-semibold [paint-order:stroke] ${className}`}
    >
      {point.name}
    </text>
  );
}

/**
 * The office and the towns on the Census county outlines, drawn at build into inline SVG (no
 * tiles, no script, nothing loaded from elsewhere), with the same places as a list beside it.
 * The SVG is hidden from screen readers and its town links from the Tab key: the list carries the
 * same links in reading order.
 */
export function AreaMap() {
  const map = buildAreaMap(site, areas, areaMapCopy.officeHeading);
  const directions = directionsLinks(site.address);
  const { street, city, region, postalCode } = site.address;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
      <figure className="min-w-0">
        <svg
          viewBox={`0 0 ${mapWidth} ${mapHeight}`}
          aria-hidden="true"
          focusable="false"
          className="block h-auto w-full rounded-2xl border border-concrete-200 bg-water"
          data-map="service-area"
        >
          {map.counties.map((county) => (
            <path
              key={county.name}
              d={county.d}
              className={`stroke-concrete-400 stroke-1 ${county.served ? 'fill-concrete-100' : 'fill-concrete-50'}`}
            />
          ))}
          {map.counties.map(
            (county) =>
              county.label && (
                <text
                  key={county.name}
                  x={county.label.x}
                  y={county.label.y}
                  textAnchor="middle"
                  fontSize={labelSize * 0.85}
                  className="fill-concrete-400 tracking-widest uppercase"
                >
                  {county.name}
                </text>
              ),
          )}
          {map.towns.map((town) => {
            const dot = (
              <>
                <circle cx={town.x} cy={town.y} r={7} className="fill-ink stroke-white stroke-2" />
                <Label point={town} className={town.href ? 'fill-brand-dark' : 'fill-ink'} />
              </>
            );
            // A plain <a>: inside SVG, and a tap here needs no client-side navigation.
            return town.href ? (
              <a key={town.slug} href={town.href} tabIndex={-1} className="hover:underline">
                {dot}
              </a>
            ) : (
              <g key={town.slug}>{dot}</g>
            );
          })}
          <rect
            x={map.office.x - 9}
            y={map.office.y - 9}
            width={18}
            height={18}
            className="fill-brand stroke-white stroke-2"
          />
          <Label point={map.office} className="fill-brand-dark" />
        </svg>
        <figcaption className="mt-2 text-sm text-muted">{areaMapCopy.credit}</figcaption>
      </figure>
      <div className="space-y-8">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <MapPin aria-hidden="true" className="size-5 text-brand" />
            {areaMapCopy.officeHeading}
          </h3>
          <p className="mt-2 text-muted">
            {street}
            <br />
            {city}, {region} {postalCode}
          </p>
          <p className="mt-4 font-semibold">{areaMapCopy.directions}:</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {[
              ['Google Maps', directions.google],
              ['Apple Maps', directions.apple],
            ].map(([name, href]) => (
              <li key={name}>
                <a
                  href={href}
                  data-count="directions_tap"
                  rel="noopener"
                  aria-label={labels.areaMap.directionsIn(areaMapCopy.directions, name!)}
                  className={buttonClass('outline')}
                >
                  <Navigation aria-hidden="true" className="size-4" />
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold">{areaMapCopy.townsHeading}</h3>
          {map.towns.some((town) => town.href) && (
            <p className="mt-1 text-sm text-muted">{areaMapCopy.townPageNote}</p>
          )}
          <ul className="mt-3 grid grid-cols-2 gap-x-4">
            {map.towns.map((town) => {
              const area = areas.find((candidate) => candidate.slug === town.slug)!;
              return (
                <li key={town.slug} className="flex min-h-11 flex-col justify-center">
                  {town.href ? (
                    <TextLink href={town.href}>{town.name}</TextLink>
                  ) : (
                    <span className="font-semibold">{town.name}</span>
                  )}
                  <span className="text-sm text-muted">{labels.areas.county(area.county)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
