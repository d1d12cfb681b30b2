/**
 * Preloaded into the bench's server (`--profile DIR`): profiles the whole process with the inspector
 * and writes a `.cpuprofile` to DIR when it exits (`--cpu-prof` itself is refused in NODE_OPTIONS).
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import process from 'node:process';

const dir = process.env.NW_CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
