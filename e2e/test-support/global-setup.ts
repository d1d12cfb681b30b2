import fs from 'node:fs';
import { webRoot } from './paths';
import { CHROMIUM_PATH } from './browser';

/** Fails fast, with the fix, when the build or the browser is missing. */
export default function setup() {
  if (!fs.existsSync(`${webRoot}/index.html`)) {
    throw new Error(`No web build at ${webRoot}: run \`npm run build\` first (npm test does).`);
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`);
  }
}
