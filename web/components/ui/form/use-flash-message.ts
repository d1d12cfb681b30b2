import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a success status line stays. */
export const MESSAGE_DURATION_MS = 5000;

export type FlashMessage = { kind: 'success' | 'error'; text: string };

/**
 * A form's status line. A success line clears itself after `duration` ms (the confirmation panel
 * carries what the visitor must read); an error stays until the form calls `clear` (when the visitor
 * edits the form or submits again), because nobody should have to read a problem against a clock.
 * Showing another message restarts the clock.
 */
export function useFlashMessage(duration = MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: FlashMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next.kind === 'success') timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
