import { type RefObject, useEffect } from 'react';

/**
 * While `active`, calls `dismiss` when the pointer goes down outside `ref`'s element. (Focus leaving
 * it is handled where the focus is: Safari does not focus a button on click, so blur alone misses
 * a click elsewhere on the page.)
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, dismiss]);
}
