/**
 * Nothing a visitor entered before the page was interactive is lost (docs/product.md §6).
 *
 * A pre-rendered form is on screen, and takes typing, choices, ticks, autofill and a chosen file, long
 * before the app hydrates it (seconds on a slow phone). React keeps those values in the DOM, but
 * react-hook-form writes its default value into each control when it registers it: the root cause of
 * every "my answer vanished". `keepPrefilled` wraps a form's `register` (or any registration) so that,
 * the first time a control is attached, its state is read before the form's own, put back after it,
 * and handed to the form as a change: the visitor's input wins over the default, whenever hydration
 * happens. Controls that mount fresh (never pre-rendered) hold their defaults and are left alone.
 */
import { useMemo } from 'react';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Entered = { value: string } | { checked: boolean } | { files: FileList };

const seen = new WeakSet<Element>();

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

const defaultOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

/** What the visitor put into the control before the form knew it: undefined when it holds its default. */
export function enteredValue(element: Control): Entered | undefined {
  if (element instanceof HTMLSelectElement) {
    return element.value !== defaultOption(element) ? { value: element.value } : undefined;
  }
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') {
      return element.checked !== element.defaultChecked ? { checked: element.checked } : undefined;
    }
    if (element.type === 'file')
      return element.files && element.files.length > 0 ? { files: element.files } : undefined;
  }
  return element.value !== element.defaultValue ? { value: element.value } : undefined;
}

/** Puts an entered state back into the control (the form's registration may have overwritten it). */
function restore(element: Control, entered: Entered) {
  if ('files' in entered && element instanceof HTMLInputElement) {
    if (element.files !== entered.files) element.files = entered.files;
  } else if ('checked' in entered && element instanceof HTMLInputElement) {
    element.checked = entered.checked;
  } else if ('value' in entered) {
    element.value = entered.value;
  }
}

type Registration = {
  ref: (instance: HTMLElement | null) => void;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
};

/** A registration whose first attach keeps what the control already held, and tells the form. */
export function keepingEntered<R extends Registration>(registration: R): R {
  return {
    ...registration,
    ref: (instance: HTMLElement | null) => {
      const element = isControl(instance) && !seen.has(instance) ? instance : null;
      const entered = element ? enteredValue(element) : undefined;
      if (element) seen.add(element);
      registration.ref(instance);
      if (!element || !entered) return;
      restore(element, entered);
      void registration.onChange({ target: element, type: 'change' });
    },
  };
}

/** The form's `register`, every control it registers keeping what the visitor entered before it did. */
export function keepPrefilled<T extends FieldValues>(register: UseFormRegister<T>): UseFormRegister<T> {
  return (<N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) =>
    keepingEntered(register(name, options))) as UseFormRegister<T>;
}

/**
 * react-hook-form's `useForm` for every form of the site: the same form, its `register` keeping what
 * a visitor entered into the pre-rendered controls before the app took over (keepPrefilled).
 */
export function useKeptForm<T extends FieldValues, C = unknown, V extends FieldValues | undefined = undefined>(
  options: UseFormProps<T, C, V>,
): UseFormReturn<T, C, V> {
  const form = useForm<T, C, V>(options);
  const register = useMemo(() => keepPrefilled(form.register), [form.register]);
  return { ...form, register };
}
