import { INTERVIEW_MERGE_FIELDS, MERGE_FIELDS, MERGE_FIELD_LABELS } from '#contracts/admin/mail';

/** The merge fields a subject or message may use, each with what it becomes. */
export function MergeFieldsHint() {
  return (
    <>
      Filled for each candidate:{' '}
      {MERGE_FIELDS.map((field, index) => (
        <span key={field}>
          {index ? ', ' : ''}
          <code>{`{{${field}}}`}</code> {MERGE_FIELD_LABELS[field].toLowerCase()}
        </span>
      ))}
      . With a calendar invite, the interview’s own facts too (
      {INTERVIEW_MERGE_FIELDS.map((field, index) => (
        <span key={field}>
          {index ? ', ' : ''}
          <code>{`{{${field}}}`}</code>
        </span>
      ))}
      ); they are also written under the text. A blank line starts a new paragraph.
    </>
  );
}
