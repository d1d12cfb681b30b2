/**
 * The application form the server wrote into a job page (contracts/careers/application-form-html.ts):
 * shown, in the app's own markup, until the app's form has loaded and takes its place. What the
 * visitor typed into the copy (before or after the app started) and the field they were in are
 * carried into the app's form, so taking its place loses nothing. The copy cannot be sent.
 */
import { FORM_COPY_ATTRIBUTE } from '#contracts/careers/application-form-html';
import { JOB_BODY_ISLAND_ID } from '#contracts/seo';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let captured = false;
let listening = false;
let copy: { jobId: number; html: string } | null = null;
const typed = new Map<string, string>();
let focusedName: string | null = null;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
const carries = (element: Control) => element.name !== '' && element.type !== 'file' && element.type !== 'hidden';
const inCopy = (element: Element) => element.closest(`form[${FORM_COPY_ATTRIBUTE}]`) !== null;

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (isControl(target) && carries(target) && inCopy(target)) typed.set(target.name, target.value);
  });
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (isControl(target) && carries(target) && inCopy(target)) typed.set(target.name, target.value);
  });
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    focusedName = isControl(target) && inCopy(target) ? target.name : null;
  });
  // Enter in a field of the copy would send the page's URL with the answers in it: never.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && event.target.hasAttribute(FORM_COPY_ATTRIBUTE)) {
        event.preventDefault();
      }
    },
    true,
  );
}

/**
 * Keeps the server's copy of the form, with what was typed into it so far, before the app replaces
 * the server's markup (call while hydrating). Later calls do nothing.
 */
export function captureFormCopy(): void {
  if (captured || typeof document === 'undefined') return;
  captured = true;
  const form = document.querySelector<HTMLFormElement>(`#${JOB_BODY_ISLAND_ID} form[${FORM_COPY_ATTRIBUTE}]`);
  const jobId = Number((form?.elements.namedItem('id') as HTMLInputElement | null)?.value);
  if (form && Number.isInteger(jobId)) {
    copy = { jobId, html: form.outerHTML };
    for (const element of form.elements) {
      if (isControl(element) && carries(element) && !element.disabled && element.value !== '') {
        typed.set(element.name, element.value);
      }
    }
    const active = document.activeElement;
    if (isControl(active) && form.contains(active)) focusedName = active.name;
  }
  listen();
}

/** The server's copy of the form for this job, or null. */
export const formCopyFor = (jobId: number | null) => (copy && copy.jobId === jobId ? copy.html : null);

/** Writes a value as the visitor would have typed it, so the form's own handlers see it. */
function typeInto(element: Control, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Fills `form` (the copy shown again, or the app's form) with what was typed into the copy, where
 * the field is still empty, and puts the caret back in the field the visitor was in. `forget` when
 * the app's form has taken the values.
 */
export function carryTypedInto(form: HTMLFormElement, { forget }: { forget: boolean }): void {
  for (const [name, value] of typed) {
    const element = form.elements.namedItem(name);
    if (isControl(element) && !element.disabled && element.value === '') typeInto(element, value);
  }
  const focus = focusedName === null ? null : form.elements.namedItem(focusedName);
  if (isControl(focus) && document.activeElement === document.body) focus.focus({ preventScroll: true });
  if (forget) {
    typed.clear();
    focusedName = null;
  }
}

/** Tests: start from a fresh page. */
export const forgetFormCopy = () => {
  captured = false;
  copy = null;
  typed.clear();
  focusedName = null;
};
