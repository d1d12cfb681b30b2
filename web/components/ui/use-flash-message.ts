import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a form's success or failure message stays (SPEC.md section 9). */
export const MESSAGE_DURATION_MS = 5000;

export type FlashMessage = { kind: 'success' | 'error'; text: string };

/** A message that clears itself after `duration` ms; showing another restarts the clock. */
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
      timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
