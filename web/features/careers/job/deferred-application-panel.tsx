import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { useFirstInteraction } from '../../../components/ui/use-first-interaction';
import { useInView } from '../../../components/ui/use-in-view';
import { carryTypedInto } from './form-copy';
import { FormPreparing } from '../shared/form-preparing';

const ApplicationPanel = lazy(() =>
  import('../application/application-panel').then((module) => ({ default: module.ApplicationPanel })),
);

/** Starts loading the form this far before it scrolls into view. */
export const FORM_LOAD_MARGIN = '600px 0px';

/**
 * The application form, loaded when the visitor comes near it: on a desktop it sits beside the job
 * and loads at once; on a phone it is under the description, and its code (react-hook-form, the form
 * rules, the submit sequence) and pick-lists load as the visitor scrolls towards it, or at their first
 * key press or tap (a keyboard user reaches it by Tab), instead of competing with the job's first paint.
 * Until then a job page the server sent shows the server's copy of the form (FormPreparing).
 */
export function DeferredApplicationPanel({ opening }: { opening: Opening | OpeningDetail }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { threshold: 0, rootMargin: FORM_LOAD_MARGIN });
  const interacted = useFirstInteraction();
  const loading = near || interacted;
  // When the app's form takes the place of the server's copy, what was typed into the copy goes with it.
  useEffect(() => {
    const element = ref.current;
    if (!loading || !element || typeof MutationObserver === 'undefined') return;
    const take = () => {
      const form = element.querySelector<HTMLFormElement>('form.application-form:not([data-form-copy])');
      if (!form) return false;
      carryTypedInto(form, { forget: true });
      return true;
    };
    if (take()) return;
    const observer = new MutationObserver(() => {
      if (take()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div ref={ref}>
      {loading ? (
        <Suspense fallback={<FormPreparing />}>
          <ApplicationPanel opening={opening} />
        </Suspense>
      ) : (
        <FormPreparing />
      )}
    </div>
  );
}
