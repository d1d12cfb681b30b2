/**
 * Initial JavaScript and CSS per pre-rendered page, brotli-compressed, against the budgets
 * (JS ≤ 100 KiB, CSS ≤ 20 KiB). "Initial" = what the page's HTML makes the browser fetch before it
 * is interactive: module scripts, modulepreload links, imports in inline module scripts, stylesheets.
 * Chunks loaded later (lazy sections) are not counted. Prints a table; exits 1 when over budget.
 *
 *   npx tsx bench/bundle-size.ts [webRoot]      (default: $WEB_ROOT or build/client)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET = { jsKiB: 100, cssKiB: 20 } as const;

export type PageWeight = {
  page: string;
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
  /** Sections streamed as hidden chunks swapped in by script instead of sitting in place (no-JS readers miss them). */
  streamed: boolean;
};

/** React's markers of an out-of-order streamed Suspense boundary. */
export const isStreamed = (html: string) => /<template id="B:|\$RC\(/.test(html);

/** The /assets/... JS and CSS a page's HTML loads before it is interactive. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const text = tag[0];
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(text)?.[1];
    if (!url) continue;
    const rel = /\brel=["']([^"']+)["']/i.exec(text)?.[1]?.toLowerCase();
    if (tag[1]?.toLowerCase() === 'script' || rel === 'modulepreload') js.add(url);
    else if (rel === 'stylesheet') css.add(url);
  }
  // Static imports in inline module scripts (React Router's hydration script).
  for (const script of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const spec of (script[1] ?? '').matchAll(/\bimport\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
      if (spec[1]) js.add(spec[1]);
    }
  }
  return { js: [...js].filter((url) => url.startsWith('/')), css: [...css].filter((url) => url.startsWith('/')) };
}

export function measurePages(webRoot: string): PageWeight[] {
  const brotliSize = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = brotliSize.get(url);
    if (size === undefined) {
      const body = fs.readFileSync(path.join(webRoot, url.split('?')[0] ?? url));
      size = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length;
      brotliSize.set(url, size);
    }
    return size;
  };
  const pages = fs
    .readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .sort();
  return pages.map((file) => {
    const html = fs.readFileSync(path.join(webRoot, file), 'utf8');
    const { js, css } = initialAssets(html);
    const page = '/' + path.dirname(file).split(path.sep).join('/').replace(/^\.$/, '');
    return {
      page: page.replace(/\/$/, '') || '/',
      js: js.reduce((sum, url) => sum + sizeOf(url), 0),
      css: css.reduce((sum, url) => sum + sizeOf(url), 0),
      jsFiles: js.length,
      cssFiles: css.length,
      streamed: isStreamed(html),
    };
  });
}

const classSelectors = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? ''));

/**
 * Classes the pre-rendered pages use that stock Bootstrap defines but this build's CSS does not:
 * what trimming Bootstrap's Sass imports (web/styles/main.scss) must never cause.
 */
export function missingBootstrapClasses(webRoot: string, bootstrapCss: string): string[] {
  const files = fs.readdirSync(webRoot, { recursive: true, encoding: 'utf8' });
  const ours = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    for (const name of classSelectors(fs.readFileSync(path.join(webRoot, file), 'utf8'))) ours.add(name);
  }
  const bootstrap = classSelectors(bootstrapCss);
  const missing = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(webRoot, file), 'utf8');
    for (const attr of html.matchAll(/\bclass="([^"]*)"/g)) {
      for (const name of (attr[1] ?? '').split(/\s+/)) {
        if (name && bootstrap.has(name) && !ours.has(name)) missing.add(name);
      }
    }
  }
  return [...missing].sort();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const webRoot = path.resolve(process.argv[2] ?? process.env.WEB_ROOT ?? 'build/client');
  if (!fs.existsSync(webRoot)) {
    console.error(`No build at ${webRoot}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const weights = measurePages(webRoot);
  if (weights.length === 0) {
    console.error(`No pre-rendered pages under ${webRoot}.`);
    process.exit(2);
  }
  const width = Math.max(...weights.map((w) => w.page.length), 4);
  console.log(`Initial assets per page, brotli (budget: JS ≤ ${BUDGET.jsKiB} KiB, CSS ≤ ${BUDGET.cssKiB} KiB)`);
  console.log(`${'page'.padEnd(width)}   JS KiB (files)   CSS KiB (files)`);
  let over = 0;
  for (const w of weights) {
    const jsOver = w.js > BUDGET.jsKiB * 1024;
    const cssOver = w.css > BUDGET.cssKiB * 1024;
    if (jsOver || cssOver || w.streamed) over++;
    console.log(
      `${w.page.padEnd(width)}   ${kib(w.js).padStart(6)} (${String(w.jsFiles).padStart(2)})${jsOver ? ' !' : '  '}` +
        `     ${kib(w.css).padStart(6)} (${w.cssFiles})${cssOver ? ' !' : ''}` +
        (w.streamed ? '   ! sections streamed, not inline' : ''),
    );
  }
  const maxJs = Math.max(...weights.map((w) => w.js));
  const maxCss = Math.max(...weights.map((w) => w.css));
  console.log(`largest: JS ${kib(maxJs)} KiB, CSS ${kib(maxCss)} KiB over ${weights.length} pages`);
  const bootstrapCss = fs.readFileSync(path.resolve('node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8');
  const missing = missingBootstrapClasses(webRoot, bootstrapCss);
  if (missing.length > 0) {
    console.error(`Bootstrap classes the pages use but the trimmed CSS lacks: ${missing.join(' ')}`);
    over++;
  }
  if (over > 0) {
    console.error(`${over} page(s) over budget.`);
    process.exit(1);
  }
  console.log('All pages within budget.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
