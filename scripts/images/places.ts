/**
 * Office pictures: city skylines, each with a landmark hint and the city's name on its ground band,
 * gathered into one picture of panels (the page names the cities in text too, for phones, where the
 * picture is small). The maps are in maps.ts.
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

/** A city's name, in units of the 800×400 stage (docs/product.md: ≥ 12 px on a 390 px phone). */
export const CITY_LABEL_UNITS = 84;

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
    // The name is drawn 84 units tall: the grid is shown about 0.3 of its size on a 390 px phone, and
    // a panel is half its stage, so the name stays 12 px or more there.
    `<rect y="292" width="800" height="108" fill="${palette.teal}"/>` +
    `<text x="32" y="376" font-family="${FONT}" font-size="${CITY_LABEL_UNITS}" font-weight="700" fill="${palette.white}">${escapeXml(city)}</text>`
  );
}

/**
 * City skylines in a grid of `columns` panels (each 2:1, 400×200), the picture exactly as tall as its
 * rows, so there are no empty bands.
 */
export function skylineGrid(cities: ReadonlyArray<readonly [string, Landmark]>, title: string, columns = 3): string {
  const gap = 8;
  const panelWidth = 400;
  const panelHeight = 200;
  const rows = Math.ceil(cities.length / columns);
  const width = columns * panelWidth + (columns - 1) * gap;
  const height = rows * panelHeight + (rows - 1) * gap;
  const panels = cities
    .map(([city, landmark], i) => {
      const x = (i % columns) * (panelWidth + gap);
      const y = Math.floor(i / columns) * (panelHeight + gap);
      return (
        `<svg x="${x}" y="${y}" width="${panelWidth}" height="${panelHeight}" viewBox="0 0 800 400" ` +
        `preserveAspectRatio="xMidYMid slice">${skylineArt(city, landmark)}</svg>`
      );
    })
    .join('');
  return svg({ width, height, title }, panels);
}
