/**
 * A location filter read the way a recruiter means it. One part ("Kansas", "KS", "Maharashtra", "MH",
 * "India", "Pune") can mean a state (by name or code), a country or a city; every meaning is kept
 * ("GA": Georgia or Goa). Several parts ("Olathe, KS") must all match, each in its own field.
 */
import { readLocation, countryOf, regionsOf, regionName } from './regions';

export type Place = { city?: string; state?: string; country?: string };

export function placesOf(text: string): Place[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return [];
  if (parts.length > 1) {
    const read = readLocation(text);
    const place: Place = {};
    if (read.city) place.city = read.city.toLowerCase();
    if (read.state) place.state = read.state;
    if (read.country) place.country = read.country;
    return [place];
  }
  const part = parts[0] ?? '';
  const places: Place[] = regionsOf(part).map((region) => ({ state: region.code, country: region.country }));
  const country = countryOf(part);
  if (country) places.push({ country });
  if (places.length === 0) places.push({ city: part.toLowerCase() });
  return places;
}

/** How the filter was read, for the screen: "Kansas (KS), US". */
export function describePlaces(places: Place[]): string {
  return places
    .map((place) =>
      [
        place.city ? place.city.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : null,
        place.state ? `${regionName(place.state, place.country ?? null) ?? place.state} (${place.state})` : null,
        place.country ?? null,
      ]
        .filter(Boolean)
        .join(', '),
    )
    .join(' or ');
}
