/**
 * States and their codes, so a location filter finds what a recruiter means: "Kansas" and "KS" both
 * find Olathe, KS; "Maharashtra" and "MH" find Pune. A candidate's location is stored in parts (city,
 * state code, country code), read from the text they gave ("Olathe, KS", "Pune, Maharashtra, India")
 * by `readLocation`; a filter is read the same way and compared part by part.
 */

export type Region = { code: string; name: string; country: 'US' | 'IN' };

const US: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

// The codes of India's vehicle registrations, the ones people write after a city ("Pune, MH").
const INDIA: [string, string][] = [
  ['AN', 'Andaman and Nicobar Islands'],
  ['AP', 'Andhra Pradesh'],
  ['AR', 'Arunachal Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CH', 'Chandigarh'],
  ['CG', 'Chhattisgarh'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['DL', 'Delhi'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JK', 'Jammu and Kashmir'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['LA', 'Ladakh'],
  ['LD', 'Lakshadweep'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['MN', 'Manipur'],
  ['ML', 'Meghalaya'],
  ['MZ', 'Mizoram'],
  ['NL', 'Nagaland'],
  ['OD', 'Odisha'],
  ['PY', 'Puducherry'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['SK', 'Sikkim'],
  ['TN', 'Tamil Nadu'],
  ['TS', 'Telangana'],
  ['TR', 'Tripura'],
  ['UP', 'Uttar Pradesh'],
  ['UK', 'Uttarakhand'],
  ['WB', 'West Bengal'],
];

export const REGIONS: Region[] = [
  ...US.map(([code, name]) => ({ code, name, country: 'US' as const })),
  ...INDIA.map(([code, name]) => ({ code, name, country: 'IN' as const })),
];

const COUNTRIES: Record<string, 'US' | 'IN'> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  in: 'IN',
  india: 'IN',
  bharat: 'IN',
};

/** A few cities that people write without a state. */
const CITY_REGIONS: Record<string, { state: string; country: 'US' | 'IN' }> = {
  pune: { state: 'MH', country: 'IN' },
  mumbai: { state: 'MH', country: 'IN' },
  nagpur: { state: 'MH', country: 'IN' },
  bengaluru: { state: 'KA', country: 'IN' },
  bangalore: { state: 'KA', country: 'IN' },
  hyderabad: { state: 'TS', country: 'IN' },
  chennai: { state: 'TN', country: 'IN' },
  'new delhi': { state: 'DL', country: 'IN' },
  noida: { state: 'UP', country: 'IN' },
  gurugram: { state: 'HR', country: 'IN' },
};

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const byName = new Map(REGIONS.map((region) => [norm(region.name), region]));

/** The regions a part of a location can mean: a state's name (any case), or its code (in capitals, or alone). */
export function regionsOf(part: string, country?: 'US' | 'IN'): Region[] {
  const named = byName.get(norm(part));
  if (named) return [named];
  const code = part.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
  return REGIONS.filter((region) => region.code === code && (!country || region.country === country));
}

export const countryOf = (part: string): 'US' | 'IN' | undefined => COUNTRIES[norm(part)];

export type LocationParts = { city: string | null; state: string | null; country: string | null };

/** A location as the candidate wrote it, in parts: "Olathe, KS" → Olathe / KS / US. */
export function readLocation(text: string, hint?: { state?: string | null; country?: string | null }): LocationParts {
  const parts = text
    .split(/[,/;]|\s+-\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  let country: 'US' | 'IN' | undefined = hint?.country === 'US' || hint?.country === 'IN' ? hint.country : undefined;
  let state: string | null = hint?.state ?? null;
  const rest: string[] = [];
  let ambiguous: Region[] | undefined;
  for (const part of [...parts].reverse()) {
    const asCountry = countryOf(part);
    if (asCountry && !country && rest.length === 0 && !state) {
      country = asCountry;
      continue;
    }
    const regions = regionsOf(part.replace(/\s+\d{5,6}(-\d{4})?$/, ''), country);
    if (regions.length > 0 && !state && !ambiguous) {
      if (regions.length === 1) {
        state = regions[0]?.code ?? null;
        country ??= regions[0]?.country;
      } else ambiguous = regions;
      continue;
    }
    rest.unshift(part);
  }
  const city = rest.join(', ') || null;
  const known = city ? CITY_REGIONS[norm(city)] : undefined;
  if (ambiguous) {
    // "TN": Tennessee or Tamil Nadu: the city decides when it is known, else the US.
    const region = ambiguous.find((r) => r.country === known?.country) ?? ambiguous.find((r) => r.country === 'US');
    state = region?.code ?? null;
    country ??= region?.country;
  }
  if (known && !state && (!country || country === known.country)) {
    state = known.state;
    country = known.country;
  }
  return { city, state, country: country ?? null };
}

/** The state's name for its code in a country ('KS', 'US' → Kansas). */
export const regionName = (code: string | null, country: string | null) =>
  REGIONS.find((region) => region.code === code && region.country === country)?.name ?? null;
