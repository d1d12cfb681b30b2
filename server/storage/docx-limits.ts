/**
 * A DOCX is a ZIP. Its central directory says how large every part becomes once unpacked, so a
 * "zip bomb" (a small upload that expands to gigabytes in the recruiter's Word, a virus scanner or
 * an indexer) is refused without unpacking anything: the server never inflates a resume.
 */

/** All parts together may unpack to at most this much (a long resume with pictures is a few MB). */
export const MAX_DOCX_EXPANDED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/** Archives inside the archive are not part of a resume (embedded Office files are allowed). */
const NESTED_ARCHIVE = /\.(zip|gz|tgz|7z|rar|bz2|xz|tar|cab)$/i;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;

/**
 * Why a DOCX is refused, or undefined when its central directory is sound and within the limits.
 * `bytes` may be the file's end only, starting at offset `base` of the file (a streamed upload keeps
 * just its tail); the central directory must then lie within it.
 */
export function docxProblem(bytes: Buffer, base = 0): string | undefined {
  // The end record is in the last 22 bytes plus an optional comment of up to 65,535 bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'The DOCX file is damaged.';
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'The DOCX file is too large once unpacked.';
  if (entries > MAX_ENTRIES) return 'The DOCX file has too many parts.';
  if (directoryOffset < base) return 'The DOCX file has too many parts.';
  let offset = directoryOffset - base;
  let expanded = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) {
      return 'The DOCX file is damaged.';
    }
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (size === 0xffffffff) return 'The DOCX file is too large once unpacked.';
    if (NESTED_ARCHIVE.test(name)) return 'The DOCX file holds another archive.';
    expanded += size;
    if (expanded > MAX_DOCX_EXPANDED_BYTES) return 'The DOCX file is too large once unpacked.';
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return undefined;
}
