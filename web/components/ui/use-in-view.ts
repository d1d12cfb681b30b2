import { type RefObject, useEffect, useState } from 'react';

type Options = {
  /** How much of the element must show. */
  threshold?: number;
  /** Grows (or shrinks) the viewport first: '400px 0px' fires 400 px before the element scrolls in. */
  rootMargin?: string;
};

/**
 * Becomes true once the element has scrolled into view, and stays true. Without IntersectionObserver
 * (old browsers) the element counts as in view at once, so nothing waits forever.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0.25, rootMargin }: Options = {}): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setInView(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, threshold, rootMargin]);

  return inView;
}
