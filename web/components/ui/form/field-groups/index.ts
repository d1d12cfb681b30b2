/** Field groups both application forms share: bound fields in their columns, names, e-mail, resume. */
export {
  type Bound,
  type Choice,
  type ColSize,
  type Registration,
  CheckField,
  RadioField,
  SelectField,
  TextField,
  choicesOf,
} from './bound-field';
export { EmailField, NameFields } from './person-fields';
export { ResumeField, UploadProgress, withResumeNote } from './resume-field';
export { ReceivedPanel, StatusAndAlert, StatusLine } from './received-panel';
export { useAutofill, useResumeInput } from './resume-input';
export { FieldGroup } from './field-group';
export { DialCodeSelect, FixedDialCode } from './dial-code';
