/**
 * Work done after the answer has gone (on the next turn of the event loop), so that what a request
 * answers, and when, does not depend on it. Failures are logged; `settled()` waits for what is
 * under way (the app's close awaits it).
 */
import type { FastifyBaseLogger } from 'fastify';

export function backgroundWork(log: FastifyBaseLogger, failureMessage: string) {
  const running = new Set<Promise<void>>();
  const run = (work: () => Promise<void>) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, failureMessage))
      .finally(() => running.delete(task));
    running.add(task);
  };
  run.settled = async () => {
    await Promise.allSettled([...running]);
  };
  return run;
}
