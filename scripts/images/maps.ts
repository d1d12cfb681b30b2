/**
 * Outline maps of the countries we have offices in, projected at build time with d3-geo from public
 * boundary data: the lower 48 US states from us-atlas (US Census Bureau, ISC) and India from
 * world-atlas (Natural Earth, public domain; India joined with the Siachen Glacier unit). Office
 * markers are not drawn into the picture: the page places them over it as HTML (readable labels at any
 * width), at the positions `officeMarkers` computes here.
 */
import { createRequire } from 'node:module';
import { geoAlbers, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { merge, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import { palette, svg } from './svg-kit';

const require = createRequire(import.meta.url);
const usAtlas = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<Named> }>;
const worldAtlas = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection<Named> }>;

export type Country = 'USA' | 'India';
/** Longitude, latitude in degrees. */
export type LonLat = readonly [number, number];

/** Where each office is (city centres, to two decimals). */
export const officeCoordinates: Record<string, LonLat> = {
  'Overland Park, Kansas': [-94.67, 38.98],
  'Charlotte, North Carolina': [-80.84, 35.23],
  Gondia: [80.19, 21.46],
  Pune: [73.86, 18.52],
  Noida: [77.39, 28.54],
  Dehradun: [78.03, 30.32],
};

/** Alaska, Hawaii and the territories: the offices are in the lower 48, so the map shows those. */
const NOT_LOWER_48 = new Set(['02', '15', '60', '66', '69', '72', '78']);
/** The states with an office, tinted a shade darker (FIPS: Kansas 20, North Carolina 37). */
const OFFICE_STATES = new Set(['20', '37']);

type Named = { name: string };
type Area = TopoPolygon<Named> | TopoMultiPolygon<Named>;
const isArea = (g: GeometryObject<Named>): g is Area => g.type === 'Polygon' || g.type === 'MultiPolygon';
const nameOf = (g: Area) => g.properties?.name;

const lower48 = usAtlas.objects.states.geometries.filter(isArea).filter((g) => !NOT_LOWER_48.has(String(g.id)));
const indiaParts = worldAtlas.objects.countries.geometries
  .filter(isArea)
  .filter((g) => nameOf(g) === 'India' || nameOf(g) === 'Siachen Glacier');

type Shape = Feature<Polygon | MultiPolygon> | ReturnType<typeof merge>;

/**
 * Keeps a path small: drops points closer than `tolerance` to the last kept one, rounds to whole
 * units and leaves out rings too small to see (islands of a pixel or two).
 */
export function simplifyPath(d: string, tolerance: number, minPoints = 4): string {
  const out: string[] = [];
  for (const part of d.split(/(?=M)/)) {
    const points = [...part.matchAll(/(-?\d+(?:\.\d+)?(?:e-?\d+)?),(-?\d+(?:\.\d+)?(?:e-?\d+)?)/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    const kept: Array<readonly [number, number]> = [];
    for (const point of points) {
      const last = kept[kept.length - 1];
      if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= tolerance) kept.push(point);
    }
    if (kept.length < minPoints) continue;
    out.push(`M${kept.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}${/Z\s*$/.test(part) ? 'Z' : ''}`);
  }
  return out.join('');
}

type CountryMap = { width: number; height: number; projection: GeoProjection; body: string };

function usMap(): CountryMap {
  const width = 960;
  const land = merge(usAtlas, lower48);
  const projection = geoAlbers().fitWidth(width - 16, land);
  const [[, top], [, bottom]] = geoPath(projection).bounds(land);
  const height = Math.ceil(bottom - top) + 16;
  projection.translate([projection.translate()[0] + 8, projection.translate()[1] - top + 8]);
  const path = geoPath(projection);
  const offices = merge(
    usAtlas,
    lower48.filter((g) => OFFICE_STATES.has(String(g.id))),
  );
  const borders = mesh(usAtlas, { type: 'GeometryCollection', geometries: lower48 }, (a, b) => a !== b);
  const body =
    `<path d="${simplifyPath(path(land) ?? '', 3)}" fill="${palette.tint}" stroke="${palette.teal}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${simplifyPath(path(offices) ?? '', 3)}" fill="#bfe6de"/>` +
    `<path d="${simplifyPath(path(borders) ?? '', 4, 2)}" fill="none" stroke="${palette.white}" stroke-width="1.5" stroke-linejoin="round"/>`;
  return { width, height, projection, body };
}

function indiaMap(): CountryMap {
  const width = 600;
  const land: Shape = merge(worldAtlas, indiaParts);
  const projection = geoMercator().fitWidth(width - 16, land);
  const [[, top], [, bottom]] = geoPath(projection).bounds(land);
  const height = Math.ceil(bottom - top) + 16;
  projection.translate([projection.translate()[0] + 8, projection.translate()[1] - top + 8]);
  const path = geoPath(projection);
  const body = `<path d="${simplifyPath(path(land) ?? '', 2.5)}" fill="${palette.tint}" stroke="${palette.teal}" stroke-width="1.5" stroke-linejoin="round"/>`;
  return { width, height, projection, body };
}

const maps: Record<Country, () => CountryMap> = { USA: usMap, India: indiaMap };
const built = new Map<Country, CountryMap>();
const mapOf = (country: Country): CountryMap => {
  const cached = built.get(country);
  if (cached) return cached;
  const made = maps[country]();
  built.set(country, made);
  return made;
};

/** The outline map of a country as an SVG file. */
export function countryMap(country: Country, title: string): string {
  const { width, height, body } = mapOf(country);
  return svg({ width, height, title }, body);
}

/** The intrinsic size of a country's map picture. */
export function countryMapSize(country: Country): { width: number; height: number } {
  const { width, height } = mapOf(country);
  return { width, height };
}

/** Where an office sits on its country's map, in percent of the picture's width and height (one decimal). */
export function markerPosition(country: Country, office: string): { x: number; y: number } {
  const lonLat = officeCoordinates[office];
  if (!lonLat) throw new Error(`No coordinates for the office in ${office}`);
  const { width, height, projection } = mapOf(country);
  const point = projection([lonLat[0], lonLat[1]]);
  if (!point) throw new Error(`${office} is outside the map of ${country}`);
  const percent = (value: number, of: number) => Math.round((value / of) * 1000) / 10;
  return { x: percent(point[0], width), y: percent(point[1], height) };
}
