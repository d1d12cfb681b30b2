import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `active`, calls `dismiss` when a click lands outside `ref`'s element, and returns whether a
 * press (pointer down, no click yet) is under way. It closes on the click, not the press: closing on
 * the press shifts the phone menu under the finger, so a tap on another section would miss it (one
 * tap must open the tapped section). Focus leaving is handled where the focus is (Safari does not
 * focus a button on click, so blur alone misses a click elsewhere), skipping the blur of a press.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, dismiss: () => void) {
  const pressing = useRef(false);
  useEffect(() => {
    if (!active) return;
    const press = () => {
      pressing.current = true;
    };
    const release = (event: Event) => {
      pressing.current = false;
      if (event.type === 'click' && !ref.current?.contains(event.target as Node)) dismiss();
    };
    const events = { pointerdown: press, click: release, pointercancel: release };
    for (const [type, listener] of Object.entries(events)) document.addEventListener(type, listener);
    return () => {
      pressing.current = false;
      for (const [type, listener] of Object.entries(events)) document.removeEventListener(type, listener);
    };
  }, [ref, active, dismiss]);
  return pressing;
}
