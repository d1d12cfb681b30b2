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
/** Boxes ticked or unticked in the copy, and files chosen in it (the browser lets a FileList move). */
const ticked = new Map<string, boolean>();
const chosen = new Map<string, FileList>();
let focusedName: string | null = null;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
const carries = (element: Control) =>
  element.name !== '' && !['file', 'hidden', 'checkbox', 'radio'].includes(element.type);
const isBox = (element: Control): element is HTMLInputElement => element.type === 'checkbox';
const isFile = (element: Control): element is HTMLInputElement => element.type === 'file';

/** Notes what a control of the copy holds now. */
function note(element: Control) {
  if (element.name === '') return;
  if (isBox(element)) ticked.set(element.name, element.checked);
  else if (isFile(element)) {
    if (element.files && element.files.length > 0) chosen.set(element.name, element.files);
  } else if (carries(element)) typed.set(element.name, element.value);
}
const inCopy = (element: Element) => element.closest(`form[${FORM_COPY_ATTRIBUTE}]`) !== null;

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (isControl(target) && inCopy(target)) note(target);
  });
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (isControl(target) && inCopy(target)) note(target);
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
      if (!isControl(element) || element.disabled) continue;
      if (isBox(element) ? element.checked !== element.defaultChecked : isFile(element) || element.value !== '') {
        note(element);
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
  for (const [name, checked] of ticked) {
    const element = form.elements.namedItem(name);
    // A click, as the visitor's own: it is what React's change handler of a box listens to.
    if (element instanceof HTMLInputElement && !element.disabled && element.checked !== checked) element.click();
  }
  for (const [name, files] of chosen) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement && element.type === 'file' && element.files?.length === 0) {
      element.files = files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  const focus = focusedName === null ? null : form.elements.namedItem(focusedName);
  if (isControl(focus) && document.activeElement === document.body) focus.focus({ preventScroll: true });
  if (forget) {
    typed.clear();
    ticked.clear();
    chosen.clear();
    focusedName = null;
  }
}

/** Tests: start from a fresh page. */
export const forgetFormCopy = () => {
  captured = false;
  copy = null;
  typed.clear();
  ticked.clear();
  chosen.clear();
  focusedName = null;
};
