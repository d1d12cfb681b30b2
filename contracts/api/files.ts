/**
 * Files the APIs receive: how a client names one, and what a resume may be (type and size).
 */
import { z } from '../zod';
import { requiredLine } from '../fields';

/** A file name as a client names it: one line, no path. The server never uses it as a path. */
export const FileName = requiredLine(255).check(z.refine((name) => !/[\\/]/.test(name), 'must not contain a path'));

export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const ResumeType = z.enum(RESUME_TYPES);
export type ResumeType = z.infer<typeof ResumeType>;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
