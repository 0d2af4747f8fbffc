/**
 * The service-area map, drawn once at build: the Census Bureau's county outlines (us-atlas,
 * public domain) projected with d3-geo around the office and every town in content/areas/. Pages
 * get plain numbers and path strings; nothing of d3 or the atlas reaches a visitor's browser.
 */
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/counties-10m.json';
import type { Area, Company } from '@/content/schema';

/** The SVG's own units; it scales to the width of its column. */
export const mapWidth = 640;
export const mapHeight = 560;
/** Label size in SVG units: about 12 px on a 393 px phone, 21 px at desktop width. */
export const labelSize = 21;
const florida = '12';

export type MapPoint = {
  name: string;
  x: number;
  y: number;
  /** Where the label's text starts, and which way it runs from there. */
  label: { x: number; y: number; anchor: 'start' | 'end' | 'middle' };
};
type MapTown = MapPoint & { slug: string; href?: string };
export type AreaMap = {
  counties: { name: string; d: string; served: boolean; label?: { x: number; y: number } }[];
  office: MapPoint;
  towns: MapTown[];
};

type CountyProps = { name: string };
type Box = { x0: number; y0: number; x1: number; y1: number };

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Puts each label beside its dot where it overlaps no other label or dot and stays inside the
 * map: right, left, above, below, in that order; the first place if none is free. Returns the
 * labels and every box now taken, which a county's name must keep clear of.
 */
function placeLabels(points: { name: string; x: number; y: number }[]) {
  const gap = 12;
  const dots: Box[] = points.map(({ x, y }) => ({ x0: x - 8, y0: y - 8, x1: x + 8, y1: y + 8 }));
  const taken: Box[] = [];
  const labels = points.map(({ name, x, y }, i) => {
    const w = name.length * labelSize * 0.56;
    const h = labelSize;
    const options = [
      { x: x + gap, y: y + h * 0.35, anchor: 'start' as const, box: [x + gap, y - h / 2, w] },
      { x: x - gap, y: y + h * 0.35, anchor: 'end' as const, box: [x - gap - w, y - h / 2, w] },
      { x, y: y - gap, anchor: 'middle' as const, box: [x - w / 2, y - gap - h, w] },
      { x, y: y + gap + h * 0.8, anchor: 'middle' as const, box: [x - w / 2, y + gap, w] },
    ].map(({ box: [bx, by, bw], ...label }) => ({
      label,
      box: { x0: bx!, y0: by!, x1: bx! + bw!, y1: by! + h },
    }));
    const free = options.find(
      ({ box }) =>
        box.x0 >= 0 &&
        box.x1 <= mapWidth &&
        box.y0 >= 0 &&
        box.y1 <= mapHeight &&
        !taken.some((other) => overlaps(box, other)) &&
        !dots.some((dot, k) => k !== i && overlaps(box, dot)),
    );
    const chosen = free ?? options[0]!;
    taken.push(chosen.box);
    return chosen.label;
  });
  return { labels, taken: [...taken, ...dots] };
}

/** Projects the counties around the office and the towns; a town with a page links to it. */
export function buildAreaMap(
  company: Pick<Company, 'geo'>,
  areas: Area[],
  officeName = 'Our office',
): AreaMap {
  const topology = atlas as unknown as Topology<{ counties: GeometryCollection<CountyProps> }>;
  const all = feature(topology, topology.objects.counties) as FeatureCollection<
    Geometry,
    CountyProps
  >;
  const counties = all.features.filter((county) => String(county.id).startsWith(florida));
  const places = [company.geo, ...areas.map((area) => area.geo)];
  const lats = places.map((p) => p.latitude);
  const lons = places.map((p) => p.longitude);
  // Room around the places for their labels and for the shore to read as a shore: at least a
  // tenth of a degree (about 11 km) on every side, more when the towns spread wider.
  const margin = Math.max(0.1, (Math.max(...lats) - Math.min(...lats)) * 0.25);
  const frame: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: [
      [Math.min(...lons) - margin * 1.4, Math.min(...lats) - margin],
      [Math.max(...lons) + margin * 1.4, Math.max(...lats) + margin],
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [0, 0],
        [mapWidth, mapHeight],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [mapWidth, mapHeight],
    ]);
  // Whole units are finer than a pixel at any width the map is shown, and keep the SVG small.
  const path = geoPath(projection).digits(0);
  const at = (geo: Company['geo']) => {
    const [x, y] = projection([geo.longitude, geo.latitude])!;
    return { x: Math.round(x), y: Math.round(y) };
  };
  const spots = [
    { name: officeName, ...at(company.geo) },
    ...areas.map((area) => ({ name: area.town, ...at(area.geo) })),
  ];
  const { labels, taken } = placeLabels(spots);
  const servedCounties = new Set(areas.map((area) => area.county.toLowerCase()));
  const drawn = counties.flatMap((county: Feature<Geometry, CountyProps>) => {
    const d = path(county);
    if (!d) return [];
    const [cx, cy] = path.centroid(county);
    const half = (county.properties.name.length * labelSize * 0.85 * 0.7) / 2;
    const box = { x0: cx - half, y0: cy - labelSize, x1: cx + half, y1: cy + 4 };
    const inside = box.x0 > 0 && box.x1 < mapWidth && box.y0 > 0 && box.y1 < mapHeight;
    const clear = inside && !taken.some((other) => overlaps(box, other));
    return [
      {
        name: county.properties.name,
        d,
        served: servedCounties.has(county.properties.name.toLowerCase()),
        label: clear ? { x: Math.round(cx), y: Math.round(cy) } : undefined,
      },
    ];
  });
  const [office, ...towns] = spots.map((spot, i) => ({ ...spot, label: labels[i]! }));
  return {
    counties: drawn,
    office: office!,
    towns: towns.map((town, i) => ({ ...town, slug: areas[i]!.slug, href: areas[i]!.path })),
  };
}

/** Directions to the office in the visitor's own map app; both open in a browser without it. */
export function directionsLinks(address: Company['address']) {
  const destination = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  const query = encodeURIComponent(destination);
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
    apple: `https://maps.apple.com/?daddr=${query}`,
  };
}
