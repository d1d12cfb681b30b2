/**
 * What the server wrote into the job page at request time (an open job): the opening as JSON, and
 * its title band and details as markup. The app reads both before its first render, so hydration
 * meets exactly what the server sent.
 */
import { useState } from 'react';
import { OpeningDetail } from '#contracts/api/staffing/openings';
import { JOB_DATA_ELEMENT_ID } from '#contracts/seo';

let read = false;
let written: OpeningDetail | null = null;

/** The opening the server wrote into this page, when it is the job asked for. */
export function serverOpening(jobId: number): OpeningDetail | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    try {
      const parsed = OpeningDetail.safeParse(
        JSON.parse(document.getElementById(JOB_DATA_ELEMENT_ID)?.textContent ?? 'null'),
      );
      written = parsed.success ? parsed.data : null;
    } catch {
      written = null;
    }
  }
  return written && written.REQ_ID === jobId ? written : null;
}

/**
 * The markup the server wrote into the element `id` before the app started ('' when none, and
 * while pre-rendering). Rendered back with dangerouslySetInnerHTML, it hydrates unchanged.
 */
export function useServerHtml(id: string): string {
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  return html;
}
