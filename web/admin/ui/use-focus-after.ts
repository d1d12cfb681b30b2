import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the focus goes once a list has loaded again after a change (a move takes a card or a row
 * away from under the focus, which would otherwise fall to the page's body): `focusAfter(selectors)`
 * asks for the first of them that is on the screen once `data` is new, e.g. the next card, else the
 * column's heading. `onFocused` hears which one took it.
 */
export function useFocusAfter(data: unknown): (selectors: string[], onFocused?: (selector: string) => void) => void {
  const wanted = useRef<{ selectors: string[]; data: unknown; onFocused?: (selector: string) => void } | null>(null);
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
    if (!wanted.current || wanted.current.data === data) return;
    const { selectors, onFocused } = wanted.current;
    wanted.current = null;
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element || element.matches(':disabled')) continue;
      element.focus();
      onFocused?.(selector);
      return;
    }
  }, [data]);
  return useCallback((selectors: string[], onFocused?: (selector: string) => void) => {
    wanted.current = { selectors, data: current.current, onFocused };
  }, []);
}
