import { useEffect, useState } from 'react';

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * The whole seconds left until `until` (a Date.now() moment), counted down once a second; 0 when
 * there is none or it has passed.
 */
export function useCountdown(until: number | null): number {
  const [state, setState] = useState(() => ({ until, seconds: secondsUntil(until) }));
  // A new moment starts a new count (adjusted while rendering, as React advises for a changed prop).
  if (state.until !== until) setState({ until, seconds: secondsUntil(until) });
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const seconds = secondsUntil(until);
      setState({ until, seconds });
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return state.until === until ? state.seconds : secondsUntil(until);
}
