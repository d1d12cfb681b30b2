import { describe, expect, it } from 'vitest';
import { officeList } from '../../content/brand';
import { officeMapMarkers, officeMapSizes } from '../../content/pages/about';
import {
  countryMap,
  countryMapSize,
  markerPosition,
  officeCoordinates,
  pathRings,
  projectedAt,
  simplifyPath,
} from './maps';

const countryOf = (country: string) => (country === 'USA' ? 'USA' : 'India');

describe('the office maps', () => {
  it('know where every office is', () => {
    const missing = officeList.filter((office) => !officeCoordinates[office.city]).map((office) => office.city);
    expect(missing).toEqual([]);
  });

  it('place each office where its coordinates project, as the locations page shows it', () => {
    for (const office of officeList) {
      const country = countryOf(office.country);
      const onPage = officeMapMarkers[country].find((marker) => marker.city === office.city);
      expect(onPage, office.city).toBeDefined();
      const { x, y } = markerPosition(country, office.city);
      expect([onPage?.x, onPage?.y], office.city).toEqual([x, y]);
    }
    expect(officeMapSizes.USA).toEqual(countryMapSize('USA'));
    expect(officeMapSizes.India).toEqual(countryMapSize('India'));
  });

  it('put the offices in the right part of each country', () => {
    const at = (city: string, country: 'USA' | 'India') => markerPosition(country, city);
    // Charlotte is east of and south of Overland Park; Dehradun is north of Noida, Pune west of Gondia.
    expect(at('Charlotte, North Carolina', 'USA').x).toBeGreaterThan(at('Overland Park, Kansas', 'USA').x);
    expect(at('Charlotte, North Carolina', 'USA').y).toBeGreaterThan(at('Overland Park, Kansas', 'USA').y);
    expect(at('Dehradun', 'India').y).toBeLessThan(at('Noida', 'India').y);
    expect(at('Pune', 'India').x).toBeLessThan(at('Gondia', 'India').x);
    for (const [city] of Object.entries(officeCoordinates)) {
      const { x, y } = markerPosition(city.includes(',') ? 'USA' : 'India', city);
      expect(x).toBeGreaterThan(5);
      expect(x).toBeLessThan(95);
      expect(y).toBeGreaterThan(5);
      expect(y).toBeLessThan(95);
    }
  });

  it('are real outlines, drawn without text', () => {
    const usa = countryMap('USA', 'USA');
    const india = countryMap('India', 'India');
    expect(usa).not.toContain('<text');
    expect(india).not.toContain('<text');
    // The lower 48 with state borders, and India: hundreds of points each, not a blob.
    expect((usa.match(/L/g) ?? []).length).toBeGreaterThan(1000);
    expect((india.match(/L/g) ?? []).length).toBeGreaterThan(400);
  });

  it('draw India by its states, Jammu & Kashmir and Ladakh whole: the map reaches about 37° north', () => {
    const india = countryMap('India', 'India');
    // One path per state or territory, drawn twice (frontier, then state borders).
    expect((india.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(30);
    // The northernmost point of the Survey of India boundary (about 37.1° N, 74.6° E) sits at the top
    // edge; Natural Earth's outline stopped near 35.5° N, well inside the picture.
    const { y } = projectedAt([74.6, 37.08]);
    expect(y).toBeLessThan(1.5);
    // Kanyakumari, the mainland's southern tip, projects onto Tamil Nadu's southern edge (~8.08° N).
    expect(projectedAt([77.54, 8.08]).y).toBeGreaterThan(94);
  });

  it('read SVG paths of relative and absolute moves and lines as rings of points', () => {
    // An exponent is part of its number, not a command ("-10e-4" is -0.001).
    expect(pathRings('m 1,2 3,4 -10e-1,1e0 z M 10,10 L 20,20 Z')).toEqual([
      [
        [1, 2],
        [4, 6],
        [3, 7],
      ],
      [
        [10, 10],
        [20, 20],
      ],
    ]);
  });

  it('simplify paths by dropping near points and specks', () => {
    expect(simplifyPath('M0,0L1,0L5,0L5,5L0,5Z', 2)).toBe('M0 0L5 0L5 5L0 5Z');
    expect(simplifyPath('M0,0L1,0L1,1Z', 2)).toBe('');
  });
});
