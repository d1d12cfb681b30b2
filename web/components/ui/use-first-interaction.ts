import { useEffect, useState } from 'react';

const EVENTS = ['keydown', 'pointerdown'] as const;

/** Becomes true at the visitor's first key press or tap anywhere on the page, and stays true. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of EVENTS) window.addEventListener(type, onInteraction, { passive: true });
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, onInteraction);
    };
  }, [interacted]);
  return interacted;
}
