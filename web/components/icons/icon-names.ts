/**
 * The site's one icon set is Tabler Icons (MIT, outline style, 24×24 strokes). Content names an icon
 * by a short word (`/images/icons/<word>.svg` in a card); this table says which Tabler icon draws
 * it. The UI's own icons (menu chevron, link arrow, social networks) are listed beside them. Only the
 * icons named here go into the sprite (web/components/icons/sprite.svg, `npm run icons`).
 */
export const CONTENT_ICONS = {
  book: 'book',
  bug: 'bug',
  bulb: 'bulb',
  calendar: 'calendar-event',
  cap: 'school',
  chart: 'chart-bar',
  chat: 'message-chatbot',
  check: 'circle-check',
  clock: 'clock',
  cloud: 'cloud',
  code: 'code',
  compass: 'compass',
  dashboard: 'layout-dashboard',
  database: 'database',
  document: 'file-text',
  drop: 'droplet',
  flow: 'arrows-split',
  gauge: 'gauge',
  gear: 'settings',
  globe: 'world',
  heart: 'heart-handshake',
  laptop: 'device-laptop',
  layers: 'stack-2',
  leaf: 'leaf',
  link: 'link',
  lock: 'lock',
  mail: 'mail',
  medical: 'stethoscope',
  megaphone: 'speakerphone',
  migrate: 'cloud-upload',
  mobile: 'device-mobile',
  network: 'affiliate',
  person: 'user',
  pill: 'pill',
  pin: 'map-pin',
  pipeline: 'git-merge',
  rocket: 'rocket',
  scale: 'scale',
  search: 'search',
  server: 'server',
  shield: 'shield-check',
  spark: 'sparkles',
  star: 'star',
  target: 'target',
  tree: 'trees',
  umbrella: 'umbrella',
  users: 'users',
} as const satisfies Record<string, string>;

export const UI_ICONS = {
  'chevron-down': 'chevron-down',
  'arrow-right': 'arrow-right',
  linkedin: 'brand-linkedin',
  x: 'brand-x',
  facebook: 'brand-facebook',
  instagram: 'brand-instagram',
  youtube: 'brand-youtube',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof CONTENT_ICONS | keyof typeof UI_ICONS;

const CONTENT_ICON_PATH = /^\/images\/icons\/([a-z0-9-]+)\.svg$/;

/** The sprite icon a content picture path names (`/images/icons/cloud.svg` → `cloud`), if it names one. */
export function contentIconName(src: string | undefined): IconName | undefined {
  const name = src?.match(CONTENT_ICON_PATH)?.[1];
  return name && Object.hasOwn(CONTENT_ICONS, name) ? (name as IconName) : undefined;
}
