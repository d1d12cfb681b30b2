/** `npm run docs:routes`: rewrites docs/console-routes.md from a freshly built app's route table. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp } from '../../test-support/test-app';
import { renderRoutesDoc, ROUTES_DOC } from './routes-doc';

const t = await buildTestApp('sqlite');
try {
  await fs.writeFile(path.resolve(import.meta.dirname, '../../..', ROUTES_DOC), renderRoutesDoc(t.app.adminRoutes));
  console.log(`${ROUTES_DOC}: ${t.app.adminRoutes.length} routes`);
} finally {
  await t.close();
}
