/**
 * "Openings changed": one signal that every write to openings fires once it is committed (the
 * console's create, edit, publish, close, reopen, duplicate; the CLI import through the openings
 * repository). Everything that keeps openings in memory or derived from them (the public list and
 * query caches, job pages, similar openings, feeds) subscribes and drops its copy, so a published
 * opening shows at once and a closed one leaves at once. In-process only: another process's writes
 * (the operator CLI against a running server) show when those caches' short lifetimes run out.
 */
export type OpeningsChange = { reqIds: number[] };
export type OpeningsChangedListener = (change: OpeningsChange) => void | Promise<void>;

export function changeSignal(onListenerError: (error: unknown) => void = () => {}) {
  const listeners = new Set<OpeningsChangedListener>();
  return {
    /** Returns a function that stops listening. */
    subscribe(listener: OpeningsChangedListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells every listener; one listener failing never stops the others or the write. */
    async notify(change: OpeningsChange = { reqIds: [] }) {
      for (const listener of listeners) {
        try {
          await listener(change);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
export type ChangeSignal = ReturnType<typeof changeSignal>;
