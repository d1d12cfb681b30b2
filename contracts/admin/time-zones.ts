/**
 * Time zones as the desk names them. An interview is set in an IANA zone (Asia/Kolkata,
 * America/Chicago); people read a short name they know ("India (IST)", "US Central (CST)"). The zone
 * picker starts with the firm's offices' zones and the client's, then every zone the runtime knows.
 */

/** The zones of the firm's offices (Overland Park and Charlotte in the US, Gondia, Pune, Noida, Dehradun in India). */
export const OFFICE_TIME_ZONES = ['Asia/Kolkata', 'America/Chicago', 'America/New_York'] as const;

/** Names people use for the zones a staffing desk meets most; others read as their IANA name. */
const FRIENDLY: Record<string, string> = {
  'Asia/Kolkata': 'India',
  'Asia/Calcutta': 'India',
  'America/New_York': 'US Eastern',
  'America/Chicago': 'US Central',
  'America/Denver': 'US Mountain',
  'America/Phoenix': 'US Arizona',
  'America/Los_Angeles': 'US Pacific',
  'America/Anchorage': 'US Alaska',
  'Pacific/Honolulu': 'US Hawaii',
  'America/Toronto': 'Canada Eastern',
  'America/Vancouver': 'Canada Pacific',
  'Europe/London': 'UK',
  'Europe/Berlin': 'Central Europe',
  'Europe/Paris': 'Central Europe',
  'Europe/Amsterdam': 'Central Europe',
  'Asia/Dubai': 'UAE',
  'Asia/Singapore': 'Singapore',
  'Australia/Sydney': 'Australia Eastern',
  UTC: 'UTC',
};

/** Abbreviations Intl does not give in English for a zone (it says "GMT+5:30" for India). */
const ABBREVIATIONS: Record<string, string> = { 'Asia/Kolkata': 'IST', 'Asia/Calcutta': 'IST', 'Asia/Dubai': 'GST' };

/** The zone's abbreviation at a moment ("CST" in winter, "CDT" in summer; "IST"). */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const fixed = ABBREVIATIONS[zone];
  if (fixed) return fixed;
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "India (IST)", "US Central (CST)", or "Europe/Vienna (GMT+1)" for a zone without a friendly name. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const abbreviation = zoneAbbreviation(zone, at);
  const name = FRIENDLY[zone] ?? zone;
  return name === abbreviation ? name : `${name} (${abbreviation})`;
}

/** Whether the runtime knows the zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the runtime knows (the picker's long tail). */
export function allTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [...OFFICE_TIME_ZONES, 'UTC'];
}

/**
 * The picker's choices: the ones given first (the client's zones), then the offices', then the rest,
 * each once; `query` keeps those whose label or IANA name holds every word typed.
 */
export function zoneChoices(first: readonly string[], query = ''): { zone: string; label: string }[] {
  const seen = new Set<string>();
  const ordered = [...first, ...OFFICE_TIME_ZONES, ...allTimeZones()].filter((zone) => {
    if (seen.has(zone) || !isTimeZone(zone)) return false;
    seen.add(zone);
    return true;
  });
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return ordered
    .map((zone) => ({ zone, label: zoneLabel(zone) }))
    .filter(({ zone, label }) => {
      const hay = `${label} ${zone}`.toLowerCase().replace(/_/g, ' ');
      return words.every((word) => hay.includes(word));
    });
}
