import { useEffect, useState } from 'react';
import { APPLY_ANCHOR_ID, STICKY_APPLY_LABEL } from '#contracts/seo';

/**
 * On a phone, Apply stays in reach: a button fixed to the bottom of the screen that jumps to the
 * application form, out of the way once the form is on screen (CSS shows it below the md breakpoint
 * only; fixed, it moves nothing). The server writes the same link, so it works before the app runs.
 */
export function StickyApply() {
  const [formInView, setFormInView] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(APPLY_ANCHOR_ID);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setFormInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  return (
    <a
      href={`#${APPLY_ANCHOR_ID}`}
      className={`btn btn-primary btn-lg job-view__sticky-apply${formInView ? ' is-hidden' : ''}`}
      aria-hidden={formInView || undefined}
      tabIndex={formInView ? -1 : undefined}
    >
      {STICKY_APPLY_LABEL}
    </a>
  );
}
