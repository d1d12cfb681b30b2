/**
 * Development with hot reload: the API server restarts on change (tsx watch) and the web app is
 * served by React Router's Vite dev server with HMR, which proxies /api to it.
 *   http://localhost:3000  the site (PORT), API on DEV_API_PORT (3001)
 */
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], {
    stdio: 'inherit',
    env: { API_DOCS: 'true', ...process.env, PORT: apiPort, HOST: '127.0.0.1' }, // /api/docs on unless API_DOCS says otherwise
  }),
  spawn('npx', ['react-router', 'dev', '--port', webPort], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: apiPort },
    detached: true, // react-router dev re-spawns itself: stop its whole process group
  }),
];

const stop = () => {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(child.spawnargs.includes('react-router') ? -child.pid : child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
