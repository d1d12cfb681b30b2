import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element has scrolled into view, and stays true. Without IntersectionObserver
 * (old browsers) the element counts as in view at once, so nothing waits forever.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0.25 }: { threshold?: number } = {}): boolean {
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
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, threshold]);

  return inView;
}
