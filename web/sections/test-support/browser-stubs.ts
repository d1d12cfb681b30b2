/**
 * jsdom has neither matchMedia nor IntersectionObserver. Section tests install these small stand-ins
 * explicitly, so each test says which motion preference and which visibility it runs with.
 */
import { vi } from 'vitest';

/** matchMedia answering `reducedMotion` for '(prefers-reduced-motion: reduce)' and false for any other query. */
export function stubMatchMedia({ reducedMotion }: { reducedMotion: boolean }) {
  const matchMedia = (query: string): MediaQueryList =>
    ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  vi.stubGlobal('matchMedia', matchMedia);
}

/**
 * An IntersectionObserver whose observed elements enter the viewport only when the test says so:
 * `scrollIntoView()` reports every observed element as intersecting.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    elements: Set<Element>;
    self: IntersectionObserver;
  }>();

  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: new Set<Element>(), self: this };
      observers.add(this.record);
    }
    observe(element: Element) {
      this.record.elements.add(element);
    }
    unobserve(element: Element) {
      this.record.elements.delete(element);
    }
    disconnect() {
      this.record.elements.clear();
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** How many elements are being watched right now. */
    observedCount: () => [...observers].reduce((sum, o) => sum + o.elements.size, 0),
    scrollIntoView() {
      for (const { callback, elements, self } of [...observers]) {
        const entries = [...elements].map(
          (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
        );
        if (entries.length) callback(entries, self);
      }
    },
  };
}
