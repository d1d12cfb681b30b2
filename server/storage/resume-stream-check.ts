/**
 * Checks a resume by its content while it streams to storage, keeping only what the check needs:
 * the first 64 KiB (the type), the last 512 KiB (a DOCX's central directory, for its limits), and
 * whether a Word document's stream name went by (a DOC). The file itself is never held whole.
 */
import { Transform } from 'node:stream';
import type { ResumeType } from '#contracts/api/files';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '#contracts/resume-file';
import { docxProblem } from './docx-limits';
import { detectResumeType, holdsWordStream, ResumeRejected, WORD_STREAM_NAME_BYTES } from './resume-type';

const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 512 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function resumeStreamCheck(maxBytes = MAX_RESUME_BYTES) {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let size = 0;
  let wordStream = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ResumeRejected(413, RESUME_MESSAGES.tooLarge));
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      // The stream name may straddle two chunks: look at the end of the tail with the new chunk.
      if (!wordStream) {
        const seam = tail.subarray(Math.max(0, tail.length - WORD_STREAM_NAME_BYTES + 1));
        wordStream = holdsWordStream(Buffer.concat([seam, chunk]));
      }
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
      done(null, chunk);
    },
  });
  return {
    stream,
    /** The type the bytes show, once the stream has ended; throws ResumeRejected (413/415) otherwise. */
    async result(): Promise<{ type: ResumeType; size: number }> {
      if (size === 0) throw new ResumeRejected(415, RESUME_MESSAGES.empty);
      const type = await detectResumeType(head, wordStream);
      if (!type) throw new ResumeRejected(415, RESUME_MESSAGES.notADocument);
      if (type === DOCX) {
        const problem = docxProblem(Buffer.from(tail), size - tail.length);
        if (problem) throw new ResumeRejected(415, problem);
      }
      return { type, size };
    },
  };
}
