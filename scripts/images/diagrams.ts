/**
 * Product-like diagrams (1200×600) for the AI platforms and services: an application window with the
 * processing pipeline across the top and what the user gets back underneath (a table, a chart, a
 * cited document or a chat answer).
 */
import { glyph, type GlyphName } from './glyphs';
import { escapeXml, FONT, n, palette, seeded, svg } from './svg-kit';

export type DiagramOutput = 'table' | 'chart' | 'doc' | 'chat';
export type DiagramStep = { label: string; icon: GlyphName };

/** The window is drawn on a 960-wide canvas and centred in the 2:1 picture. */
const W = 1200;
const INNER = 960;
const H = 600;
const text = (x: number, y: number, size: number, fill: string, value: string, weight = 400, anchor = 'start') =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;

function pipeline(steps: DiagramStep[]): string {
  const left = 80;
  const width = 800;
  const gap = 36;
  const boxWidth = (width - gap * (steps.length - 1)) / steps.length;
  return steps
    .map((step, i) => {
      const x = left + i * (boxWidth + gap);
      const active = i === steps.length - 1;
      let out =
        `<rect x="${n(x)}" y="120" width="${n(boxWidth)}" height="96" rx="12" fill="${active ? palette.navy2 : palette.tint}" ` +
        `stroke="${active ? palette.navy2 : palette.teal2}" stroke-opacity=".6"/>` +
        glyph(step.icon, x + boxWidth / 2 - 14, 134, 28, active ? palette.mint : palette.teal) +
        text(x + boxWidth / 2, 196, 15, active ? palette.white : palette.navy, step.label, 600, 'middle');
      if (i < steps.length - 1) {
        const ax = x + boxWidth + 6;
        out += `<path d="M${n(ax)} 168h${gap - 14}m-6-6l6 6-6 6" fill="none" stroke="${palette.teal}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      return out;
    })
    .join('');
}

function table(rand: () => number, rows: string[]): string {
  const chips = [
    ['Low', palette.tint, palette.teal],
    ['Review', '#fef3c7', '#92400e'],
    ['High', '#fee2e2', '#991b1b'],
  ] as const;
  let out =
    `<rect x="80" y="250" width="800" height="40" rx="8" fill="${palette.light}"/>` +
    text(100, 276, 14, palette.slate, 'Item', 600) +
    text(520, 276, 14, palette.slate, 'Found', 600) +
    text(720, 276, 14, palette.slate, 'Status', 600);
  rows.forEach((row, i) => {
    const y = 300 + i * 50;
    const [label, bg, fg] = chips[Math.floor(rand() * chips.length)] ?? chips[0];
    out +=
      text(100, y + 28, 15, palette.navy, row) +
      `<rect x="520" y="${y + 14}" width="${n(80 + rand() * 90)}" height="10" rx="5" fill="${palette.grey2}"/>` +
      `<rect x="720" y="${y + 8}" width="84" height="26" rx="13" fill="${bg}"/>` +
      text(762, y + 26, 13, fg, label, 600, 'middle') +
      `<path d="M80 ${y + 46}h800" stroke="${palette.grey1}"/>`;
  });
  return out;
}

function chart(rand: () => number, rows: string[]): string {
  let out = '';
  rows.slice(0, 3).forEach((row, i) => {
    const x = 80 + i * 150;
    out +=
      `<rect x="${x}" y="250" width="136" height="90" rx="10" fill="${palette.light}"/>` +
      text(x + 16, 280, 13, palette.slate, row) +
      text(x + 16, 318, 26, palette.navy, `${Math.round(20 + rand() * 70)}%`, 700);
  });
  out += `<rect x="80" y="356" width="420" height="180" rx="10" fill="${palette.light}"/>`;
  for (let i = 0; i < 8; i += 1) {
    const height = 30 + rand() * 110;
    out += `<rect x="${104 + i * 48}" y="${n(516 - height)}" width="28" height="${n(height)}" rx="4" fill="${i === 5 ? palette.teal : palette.teal2}" fill-opacity="${i === 5 ? 1 : 0.45}"/>`;
  }
  out += `<rect x="530" y="250" width="350" height="286" rx="10" fill="${palette.light}"/>`;
  let path = '';
  for (let i = 0; i < 9; i += 1) path += `${i ? 'L' : 'M'}${560 + i * 37} ${n(500 - rand() * 60 - i * 20)}`;
  out += `<path d="${path}" fill="none" stroke="${palette.teal}" stroke-width="3" stroke-linejoin="round"/>`;
  out += `<circle cx="612" cy="330" r="46" fill="none" stroke="${palette.grey2}" stroke-width="16"/>`;
  out += `<path d="M612 284a46 46 0 0 1 44 60" fill="none" stroke="${palette.teal2}" stroke-width="16"/>`;
  return out;
}

function doc(rand: () => number, rows: string[]): string {
  let out = `<rect x="80" y="250" width="500" height="290" rx="10" fill="${palette.light}"/>`;
  for (let i = 0; i < 8; i += 1) {
    const highlight = i === 2 || i === 5;
    out += `<rect x="104" y="${274 + i * 32}" width="${n(300 + rand() * 140)}" height="12" rx="6" fill="${highlight ? palette.mint : palette.grey2}"/>`;
    if (highlight) {
      out += `<rect x="470" y="${268 + i * 32}" width="86" height="24" rx="12" fill="${palette.navy2}"/>`;
      out += text(513, 285 + i * 32, 12, palette.white, `source ${i === 2 ? 1 : 2}`, 600, 'middle');
    }
  }
  out += `<rect x="604" y="250" width="276" height="290" rx="10" fill="${palette.white}" stroke="${palette.grey1}"/>`;
  rows.forEach((row, i) => {
    out += glyph('check', 620, 270 + i * 52, 22, palette.teal) + text(654, 287 + i * 52, 14, palette.navy, row);
  });
  return out;
}

function chat(_rand: () => number, rows: string[]): string {
  const [question = 'Question', answer = 'Answer', code = 'SELECT 1;'] = rows;
  return (
    `<rect x="400" y="252" width="480" height="54" rx="16" fill="${palette.navy2}"/>` +
    text(424, 285, 15, palette.white, question) +
    `<rect x="80" y="326" width="560" height="54" rx="16" fill="${palette.tint}"/>` +
    text(104, 359, 15, palette.navy, answer) +
    `<rect x="80" y="396" width="560" height="70" rx="10" fill="${palette.navy}"/>` +
    text(104, 437, 14, palette.mint, code, 400) +
    `<rect x="660" y="326" width="220" height="210" rx="10" fill="${palette.light}"/>` +
    `<rect x="684" y="440" width="30" height="76" rx="4" fill="${palette.teal2}" fill-opacity=".5"/>` +
    `<rect x="728" y="400" width="30" height="116" rx="4" fill="${palette.teal}"/>` +
    `<rect x="772" y="460" width="30" height="56" rx="4" fill="${palette.teal2}" fill-opacity=".5"/>` +
    `<rect x="816" y="420" width="30" height="96" rx="4" fill="${palette.teal2}" fill-opacity=".5"/>` +
    `<rect x="80" y="486" width="560" height="50" rx="25" fill="${palette.white}" stroke="${palette.grey2}"/>` +
    text(108, 517, 14, palette.grey3, 'Ask a follow-up question…')
  );
}

const outputs: Record<DiagramOutput, (rand: () => number, rows: string[]) => string> = { table, chart, doc, chat };

export type Diagram = {
  title: string;
  windowTitle: string;
  steps: DiagramStep[];
  output: DiagramOutput;
  rows: string[];
};

export function diagram({ title, windowTitle, steps, output, rows }: Diagram): string {
  const rand = seeded(windowTitle);
  const frame =
    `<circle cx="900" cy="40" r="140" fill="${palette.teal2}" fill-opacity=".08"/>` +
    `<rect x="48" y="44" width="864" height="524" rx="18" fill="${palette.white}" stroke="${palette.grey1}" stroke-width="2"/>` +
    `<path d="M48 62a18 18 0 0 1 18-18h828a18 18 0 0 1 18 18v34H48z" fill="${palette.navy}"/>` +
    `<circle cx="76" cy="70" r="6" fill="${palette.teal2}"/><circle cx="96" cy="70" r="6" fill="${palette.grey3}"/><circle cx="116" cy="70" r="6" fill="${palette.grey3}"/>` +
    text(480, 76, 15, palette.white, windowTitle, 600, 'middle');
  const shift = (W - INNER) / 2;
  const backdrop =
    `<rect width="${W}" height="${H}" fill="${palette.light}"/>` +
    `<circle cx="90" cy="540" r="160" fill="${palette.teal2}" fill-opacity=".08"/>`;
  const art = `<g transform="translate(${shift} 0)">${frame}${pipeline(steps)}${outputs[output](rand, rows)}</g>`;
  return svg({ width: W, height: H, title }, backdrop + art);
}
