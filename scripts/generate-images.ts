/**
 * Writes every illustration of the site to public/images/ (see scripts/images/catalog.ts).
 * Run after changing a picture or a brand fact: `npx tsx scripts/generate-images.ts`.
 * The output is deterministic, so an unchanged catalog rewrites identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from './images/catalog';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

let count = 0;
for (const [path, text] of catalog()) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  count += 1;
}
console.log(`Wrote ${count} images under ${publicDir}/images`);
