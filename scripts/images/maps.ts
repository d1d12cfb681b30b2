/**
 * Outline maps of the countries we have offices in, built from public boundary data: the lower 48 US
 * states from us-atlas (US Census Bureau, ISC), projected with d3-geo; India from @svg-maps/india (Victor
 * Cazanave, CC BY 4.0), whose states follow the Survey of India boundary, Jammu & Kashmir and Ladakh
 * included (Natural Earth's outline leaves part of them out). Office markers are not
 * drawn into the picture: the page places them over it as HTML (readable labels at any width), at the
 * positions `markerPosition` computes here.
 */
import { createRequire } from 'node:module';
import indiaSvgMap from '@svg-maps/india';
import { geoAlbers, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
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
/** The package's shape (its types name a package it does not ship): a box and one path per state. */
type SvgMap = { viewBox: string; locations: Array<{ name: string; id: string; path: string }> };
const indiaStates = indiaSvgMap as unknown as SvgMap;
const usAtlas = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<Named> }>;

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

const lower48 = usAtlas.objects.states.geometries.filter(isArea).filter((g) => !NOT_LOWER_48.has(String(g.id)));

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

/** The rings of an SVG path made of moveto, lineto and closepath commands, as absolute points. */
export function pathRings(d: string): Array<Array<[number, number]>> {
  const tokens = d.match(/[MmLlZz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const rings: Array<Array<[number, number]>> = [];
  let ring: Array<[number, number]> | undefined;
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = 'M';
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? '';
    if (/^[MmLlZz]$/.test(token)) {
      command = token;
      i += 1;
      if (command === 'Z' || command === 'z') {
        if (ring) rings.push(ring);
        ring = undefined;
        [x, y] = [startX, startY];
      }
      continue;
    }
    const [a, b] = [Number(tokens[i]), Number(tokens[i + 1])];
    i += 2;
    const relative = command === command.toLowerCase();
    [x, y] = relative ? [x + a, y + b] : [a, b];
    if (command === 'M' || command === 'm') {
      if (ring) rings.push(ring);
      ring = [[x, y]];
      [startX, startY] = [x, y];
      command = relative ? 'l' : 'L'; // further pairs after a moveto are linetos
    } else {
      ring?.push([x, y]);
    }
  }
  if (ring) rings.push(ring);
  return rings;
}

/**
 * @svg-maps/india is a Mercator projection in a 612×696 box. Four extreme points pin it to longitude
 * and latitude (westernmost Gujarat, easternmost Arunachal Pradesh, Kanyakumari, Indira Point), so
 * offices can be placed on it: one d3 Mercator projection, its scale from the east-west span.
 */
const INDIA_PINS: ReadonlyArray<readonly [lonLat: LonLat, at: readonly [number, number]]> = [
  [
    [68.11, 23.7],
    [0, 327.8],
  ],
  [
    [97.4, 28.0],
    [611.9, 225.2],
  ],
  [
    [77.54, 8.08],
    [196.0, 667.8],
  ],
  [
    [93.84, 6.75],
    [536.7, 695.7],
  ],
];

function indiaMap(): CountryMap {
  const width = 600;
  const [boxWidth, boxHeight] = indiaStates.viewBox.split(' ').slice(2).map(Number) as [number, number];
  const scale = width / boxWidth;
  const height = Math.ceil(boxHeight * scale);
  const [[west], [east]] = [INDIA_PINS[0]![0], INDIA_PINS[1]![0]];
  const projection = geoMercator()
    .scale(((INDIA_PINS[1]![1][0] - INDIA_PINS[0]![1][0]) * scale) / ((east - west) * (Math.PI / 180)))
    .translate([0, 0]);
  // Centre the projection on the pins: the mean offset between where they project and where they are.
  const offsets = INDIA_PINS.map(([lonLat, [x, y]]) => {
    const [px, py] = projection([lonLat[0], lonLat[1]]) ?? [0, 0];
    return [x * scale - px, y * scale - py] as const;
  });
  const mean = (i: 0 | 1) => offsets.reduce((sum, offset) => sum + offset[i], 0) / offsets.length;
  projection.translate([mean(0), mean(1)]);
  const states = indiaStates.locations
    .map((state) => {
      const d = pathRings(state.path)
        .map((ring) => `M${ring.map(([x, y]) => `${x * scale},${y * scale}`).join('L')}Z`)
        .join('');
      return simplifyPath(d, 4);
    })
    .filter(Boolean);
  // Drawn twice: a wide teal stroke under the states shows only at the coast and the frontier; the
  // states on top, in white strokes, mark their borders.
  const body =
    `<defs><g id="states">${states.map((d) => `<path d="${d}"/>`).join('')}</g></defs>` +
    `<use href="#states" fill="${palette.tint}" stroke="${palette.teal}" stroke-width="3" stroke-linejoin="round"/>` +
    `<use href="#states" fill="${palette.tint}" stroke="${palette.white}" stroke-width="1" stroke-linejoin="round"/>`;
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

/** Where a point of India falls on its map, in percent of the picture's width and height. */
export function projectedAt(lonLat: LonLat): { x: number; y: number } {
  const { width, height, projection } = mapOf('India');
  const [x, y] = projection([lonLat[0], lonLat[1]]) ?? [Number.NaN, Number.NaN];
  return { x: (x / width) * 100, y: (y / height) * 100 };
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
