/** The form kit: every form's labelled fields, errors, summary, marks, messages and submit button. */
export { ChoiceField, Field } from './field';
export { FieldError } from './field-error';
export { type ControlProps, type FieldIds, controlProps, fieldIds } from './field-ids';
export { ErrorSummary, type SummaryEntry, focusFirstInvalid, submitInOrder, summaryEntries } from './error-summary';
export { OptionalMark, RequiredMark } from './required-mark';
export { SubmitButton } from './submit-button';
export { FormActions } from './form-actions';
export { Honeypot } from './honeypot';
export { type FlashMessage, MESSAGE_DURATION_MS, useFlashMessage } from './use-flash-message';
export { ConfirmationPanel, type ConfirmationPanelProps } from './confirmation-panel';
export { DraftNotice } from './draft-notice';
export { readDraft, useFormDraft } from './use-form-draft';
export * from './field-groups';
export { enteredValue, keepPrefilled, keepingEntered, useKeptForm } from './keep-prefilled';
