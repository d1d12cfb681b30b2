import { type Bound, TextField } from '../../components/ui/form';
import { FULL_WIDTH } from '../ui/form-layout';
import { MergeFieldsHint } from './merge-fields-hint';

/**
 * A mail's subject and message with its merge fields, each on a row: the template editor's and the
 * composer's (both checked with the contract's `mailSubject` and `mailBody`).
 */
export function MailTextFields({ subject, body, rows }: { subject: Bound; body: Bound; rows: number }) {
  return (
    <>
      <TextField bind={subject} col={FULL_WIDTH} />
      <TextField bind={{ ...body, hint: <MergeFieldsHint /> }} col={FULL_WIDTH} as="textarea" rows={rows} />
    </>
  );
}
