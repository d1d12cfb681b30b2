/**
 * Line glyphs drawn on a 24-unit grid (stroke only, round caps), used by the card icons and, scaled up,
 * by the scene illustrations. Each entry is the inner markup of a <g> that sets stroke and fill.
 */
const p = (d: string) => `<path d="${d}"/>`;
const c = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const r = (x: number, y: number, w: number, h: number, rx = 1.5) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/>`;

export const glyphs = {
  cloud: p('M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z'),
  migrate: r(2, 13, 8, 8) + r(14, 3, 8, 8, 4) + p('M10 15l5-5M11 10h4v4'),
  layers: p('M12 3l9 4.5-9 4.5-9-4.5z') + p('M3 12l9 4.5 9-4.5') + p('M3 16.5l9 4.5 9-4.5'),
  chat: p('M4 5h16v11H9l-5 4z') + p('M8 9h8M8 12.5h5'),
  lock: r(5, 11, 14, 10, 2) + p('M8 11V8a4 4 0 0 1 8 0v3') + c(12, 16, 1.2),
  network:
    c(5, 6, 2) +
    c(19, 6, 2) +
    c(12, 12, 2.4) +
    c(5, 18, 2) +
    c(19, 18, 2) +
    p('M6.7 7.2l3.4 3.2M17.3 7.2l-3.4 3.2M6.7 16.8l3.4-3.2M17.3 16.8l-3.4-3.2'),
  code: p('M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16'),
  rocket:
    p('M12 3c4 2 6 6 5 11l-2.5 2.5h-5L7 14c-1-5 1-9 5-11z') + c(12, 10, 1.8) + p('M9.5 18.5L8 21M14.5 18.5L16 21'),
  check: c(12, 12, 9) + p('M8 12.5l3 3 5-6'),
  pipeline: p('M6 8.5a3.5 3.5 0 1 0 0 7c3 0 9-7 12-7a3.5 3.5 0 1 1 0 7c-3 0-9-7-12-7z'),
  document: p('M6 3h8l4 4v14H6zM14 3v4h4M9 11h6M9 14.5h6M9 18h4'),
  medical: p('M9 3h6v6h6v6h-6v6H9v-6H3V9h6z'),
  person: c(12, 8, 4) + p('M4 21c1-4.5 4.5-7 8-7s7 2.5 8 7'),
  chart: p('M4 20h16M7 20v-6M11 20V9M15 20v-8M19 20V5'),
  shield: p('M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5'),
  gear:
    c(12, 12, 3) +
    c(12, 12, 7) +
    p('M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1'),
  database:
    `<ellipse cx="12" cy="5.5" rx="7" ry="2.5"/>` +
    p('M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5'),
  search: c(10.5, 10.5, 6) + p('M15 15l6 6'),
  clock: c(12, 12, 9) + p('M12 7v5l3.5 2'),
  globe: c(12, 12, 9) + p('M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18'),
  users: c(9, 8, 3.2) + p('M3 20c.6-3.6 3-5.6 6-5.6s5.4 2 6 5.6') + c(17, 9, 2.5) + p('M16.5 14.2c2.5 0 4 1.8 4.5 4.8'),
  heart: p('M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z'),
  leaf: p('M5 19C5 10 10 5 20 4c0 10-5 15-13 15zM5 19l8-8'),
  book: p('M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v14'),
  cap: p('M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M21 9.5v5'),
  link: p('M9.5 14.5l5-5M10 7l1.5-1.5a3.5 3.5 0 0 1 5 5L15 12M14 17l-1.5 1.5a3.5 3.5 0 0 1-5-5L9 12'),
  pin: p('M12 21s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z') + c(12, 9, 2.5),
  spark: p('M12 3l2 6.5 6.5 2.5-6.5 2-2 7-2-7-6.5-2 6.5-2.5z'),
  bulb: p('M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'),
  calendar: r(3, 5, 18, 16, 2) + p('M3 10h18M8 3v4M16 3v4M7.5 14h3M13.5 14h3M7.5 17.5h3'),
  mail: r(3, 5, 18, 14, 2) + p('M3.5 6l8.5 7 8.5-7'),
  flow: r(3, 4, 6, 5, 1) + r(15, 4, 6, 5, 1) + r(9, 15, 6, 5, 1) + p('M9 6.5h6M6 9v3.5h6V15M18 9v3.5h-6'),
  dashboard: r(3, 3, 18, 18, 2) + p('M3 9h18M9 9v12M12.5 17l2.5-3 2 2 2-4'),
  mobile: r(7, 2, 10, 20, 2) + p('M11 18h2'),
  gauge: p('M4 17a8 8 0 1 1 16 0M12 17l4-5') + c(12, 17, 1),
  bug:
    `<ellipse cx="12" cy="13" rx="5" ry="6.5"/>` +
    p('M12 7v12.5M7 10H3M21 10h-4M7 15H3M21 15h-4M9 4l1.5 2.5M15 4l-1.5 2.5'),
  scale: p('M12 4v16M7 20h10M4 8h16M6 8l-3 6a3 3 0 0 0 6 0zM18 8l-3 6a3 3 0 0 0 6 0z'),
  pill: `<rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)"/>` + p('M9.5 9.5l5 5'),
  umbrella: p('M3 12a9 9 0 0 1 18 0zM12 12v6.5a2 2 0 0 1-4 0'),
  server: r(4, 4, 16, 6) + r(4, 14, 16, 6) + c(8, 7, 0.8) + c(8, 17, 0.8),
  target: c(12, 12, 9) + c(12, 12, 5) + c(12, 12, 1.5),
  star: p('M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8z'),
  tree: p('M12 21v-5M12 3l6 8h-3l4 5H5l4-5H6z'),
  drop: p('M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z'),
  laptop: r(5, 5, 14, 10) + p('M2.5 19h19l-2-4h-15z'),
  compass: c(12, 12, 9) + p('M15.5 8.5l-2 5-5 2 2-5z'),
  megaphone: p('M4 10v4h3l8 4V6l-8 4zM7 14l1.5 5h2.5L10 15M18 9.5a3 3 0 0 1 0 5'),
} as const;

export type GlyphName = keyof typeof glyphs;

/** The glyph as a group, placed at (x, y) and scaled from its 24-unit grid to `size` pixels. */
export function glyph(name: GlyphName, x: number, y: number, size: number, stroke: string, width = 2): string {
  const scale = size / 24;
  return (
    `<g transform="translate(${x} ${y}) scale(${Math.round(scale * 1000) / 1000})" fill="none" stroke="${stroke}" ` +
    `stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${glyphs[name]}</g>`
  );
}
