import { useState } from 'react';

/**
 * The one-time token of a set-up or reset link (`#token=…`). Read once, then taken out of the address
 * bar, so it is not left in the history or shown on a shared screen.
 */
export function useLinkToken(): string {
  const [token] = useState(() => {
    if (typeof window === 'undefined') return '';
    const value = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    if (value) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return value;
  });
  return token;
}
