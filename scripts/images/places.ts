/**
 * Office pictures: city skylines (each with a landmark hint) gathered per country, and a stylised map
 * (1200×560) that links the US and Indian offices.
 */
import { escapeXml, FONT, linear, n, palette, seeded, svg } from './svg-kit';

export type Landmark = 'crown' | 'elevator' | 'dome' | 'fort' | 'towers' | 'hills';

function buildings(rand: () => number, maxHeight: number): string {
  let out = '';
  let windows = '';
  let x = 0;
  while (x < 800) {
    const width = 40 + rand() * 60;
    const height = 60 + rand() * maxHeight;
    const top = 340 - height;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(width - 6)}" height="${n(height)}" fill="${palette.navy3}"/>`;
    for (let wy = top + 14; wy < 320; wy += 22) {
      for (let wx = x + 10; wx < x + width - 18; wx += 16) {
        if (rand() > 0.7) windows += `M${n(wx)} ${n(wy)}h6v9h-6z`;
      }
    }
    x += width;
  }
  return `${out}<path d="${windows}" fill="${palette.mint}" fill-opacity=".7"/>`;
}

const landmarks: Record<Landmark, string> = {
  crown:
    `<rect x="520" y="80" width="90" height="260" fill="${palette.teal}"/>` +
    `<path d="M520 80l15-40 15 30 15-45 15 45 15-30 15 40z" fill="${palette.teal2}"/>`,
  elevator:
    `<rect x="480" y="150" width="40" height="190" rx="18" fill="${palette.teal}"/><rect x="524" y="150" width="40" height="190" rx="18" fill="${palette.teal}"/>` +
    `<rect x="568" y="150" width="40" height="190" rx="18" fill="${palette.teal}"/><rect x="470" y="120" width="150" height="36" fill="${palette.teal2}"/>`,
  dome:
    `<rect x="490" y="200" width="140" height="140" fill="${palette.teal}"/>` +
    `<path d="M500 200a60 60 0 0 1 120 0z" fill="${palette.teal2}"/><path d="M560 140v-30" stroke="${palette.teal2}" stroke-width="4"/>` +
    `<path d="M540 340v-50a20 20 0 0 1 40 0v50z" fill="${palette.navy}"/>`,
  fort:
    `<path d="M430 340V220h20v-20h20v20h20v-20h20v20h20v-20h20v20h20v-20h20v20h20v120z" fill="${palette.teal}"/>` +
    `<path d="M515 340v-60a25 25 0 0 1 50 0v60z" fill="${palette.navy}"/>`,
  towers:
    `<rect x="470" y="60" width="60" height="280" fill="${palette.teal}"/><rect x="540" y="100" width="60" height="240" fill="${palette.teal}"/>` +
    `<rect x="610" y="40" width="50" height="300" fill="${palette.teal2}"/>`,
  hills:
    `<path d="M0 260L140 140 260 230 420 90 560 210 700 120 800 190V340H0z" fill="${palette.navy3}" fill-opacity=".8"/>` +
    `<path d="M400 100l20-10 20 14" fill="none" stroke="${palette.white}" stroke-width="5" stroke-linecap="round"/>`,
};

/** The drawing of one city on an 800×400 stage (no outer <svg>). */
function skylineArt(city: string, landmark: Landmark): string {
  const rand = seeded(city);
  const id = `sky-${city.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    `<defs>${linear(id, palette.navy, palette.navy2, 0, 1)}</defs>` +
    `<rect width="800" height="400" fill="url(#${id})"/>` +
    `<circle cx="${n(120 + rand() * 560)}" cy="70" r="28" fill="${palette.mint}" fill-opacity=".8"/>` +
    (landmark === 'hills' ? landmarks.hills : '') +
    `<g opacity=".85">${buildings(rand, landmark === 'hills' ? 110 : 190)}</g>` +
    (landmark === 'hills' ? '' : landmarks[landmark]) +
    `<rect y="340" width="800" height="60" fill="${palette.teal}"/>` +
    `<text x="32" y="382" font-family="${FONT}" font-size="24" font-weight="700" fill="${palette.white}">${escapeXml(city)}</text>`
  );
}

/** A 2:1 picture (1200×600) of several city skylines in a two-column grid, centred vertically. */
export function skylineGrid(cities: ReadonlyArray<readonly [string, Landmark]>, title: string): string {
  const gap = 8;
  const rows = Math.ceil(cities.length / 2);
  const top = (600 - rows * 300) / 2;
  const panels = cities
    .map(([city, landmark], i) => {
      const x = (i % 2) * 600 + (i % 2 ? gap / 2 : 0);
      const y = top + Math.floor(i / 2) * 300 + (Math.floor(i / 2) ? gap / 2 : 0);
      return (
        `<svg x="${x}" y="${y}" width="${600 - gap / 2}" height="${300 - gap / 2}" viewBox="0 0 800 400" ` +
        `preserveAspectRatio="xMidYMid slice">${skylineArt(city, landmark)}</svg>`
      );
    })
    .join('');
  return svg({ width: 1200, height: 600, title }, `<rect width="1200" height="600" fill="${palette.light}"/>${panels}`);
}

type Pin = { label: string; x: number; y: number; head?: boolean };

/** Two abstract land masses of dots, the offices pinned on them and an arc between the countries. */
export function officeMap(title: string, pins: Pin[]): string {
  const rand = seeded(title);
  let land = '';
  const blob = (cx: number, cy: number, rx: number, ry: number) => {
    for (let x = cx - rx; x <= cx + rx; x += 22) {
      for (let y = cy - ry; y <= cy + ry; y += 22) {
        const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        if (d < 1 - rand() * 0.25) land += `<circle cx="${n(x)}" cy="${n(y)}" r="4.5"/>`;
      }
    }
  };
  blob(300, 250, 230, 140);
  blob(880, 300, 150, 190);
  let marks = `<path d="M390 290 C 540 50, 740 50, 880 300" fill="none" stroke="${palette.mint}" stroke-width="3" stroke-dasharray="8 10"/>`;
  for (const pin of pins) {
    marks +=
      `<circle cx="${pin.x}" cy="${pin.y}" r="${pin.head ? 14 : 10}" fill="${pin.head ? palette.mint : palette.white}" stroke="${palette.teal}" stroke-width="4"/>` +
      `<text x="${pin.x + 20}" y="${pin.y + 6}" font-family="${FONT}" font-size="18" font-weight="600" fill="${palette.white}">${escapeXml(pin.label)}</text>`;
  }
  return svg(
    { width: 1200, height: 560, title },
    `<rect width="1200" height="560" fill="${palette.navy}"/><g fill="${palette.teal2}" fill-opacity=".35">${land}</g>${marks}`,
  );
}
