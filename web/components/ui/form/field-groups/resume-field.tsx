import type { ReactNode } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { RESUME_ACCEPT, RESUME_HINT } from '#contracts/resume-file';
import { type Bound, TextField } from './bound-field';

/** The resume file input across the form, with the accepted types and their hint. */
export function ResumeField({ bind }: { bind: Bound }) {
  return (
    <TextField bind={{ ...bind, hint: bind.hint ?? RESUME_HINT }} col={{ xs: 12 }} type="file" accept={RESUME_ACCEPT} />
  );
}

/** The upload's progress while the form is sent (0 to 1), nothing otherwise. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <ProgressBar
      className="mt-3"
      now={percent}
      label={`${percent}%`}
      aria-label="Resume upload"
      animated={progress < 1}
    />
  );
}

/** A field's hint, with a note to check it when the resume filled the field. */
export const withResumeNote = (hint: ReactNode, filled: boolean): ReactNode =>
  filled ? (
    <>
      {hint && <>{hint}. </>}
      <strong>From your resume, please check.</strong>
    </>
  ) : (
    hint
  );
