/**
 * The lines of a resume that match a search, with the matching words marked. The databases stem
 * words (porter / english), so "engineer" finds "engineering": a word here matches any word that
 * begins with its stem, and a phrase its words in a row with anything but letters and digits between.
 */
import type { HighlightLine } from '#contracts/admin/talent';
import type { Phrase, Term } from './query';

const MAX_LINES = 3;
const MAX_LINE = 220;
const WORD = '[\\p{L}\\p{N}]';

/** A crude stem: enough for marking (the database decided what matched). */
const stem = (word: string) =>
  word.length > 4 ? word.replace(/(ations?|ings?|ers?|ed|es|s|ly|ment)$/u, '') || word : word;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlightPattern(leaves: (Term | Phrase)[]): RegExp | undefined {
  if (leaves.length === 0) return undefined;
  const parts = leaves.map((leaf) =>
    leaf.kind === 'term'
      ? `${escape(leaf.prefix ? leaf.word : stem(leaf.word))}${WORD}*`
      : leaf.words
          .map((word, index) => (index === leaf.words.length - 1 ? `${escape(stem(word))}${WORD}*` : escape(word)))
          .join(`[^\\p{L}\\p{N}]+`),
  );
  return new RegExp(`(?<!${WORD})(?:${parts.join('|')})`, 'giu');
}

/** Up to three matching lines, each cut to about 220 characters around its first match. */
export function highlightLines(text: string, pattern: RegExp | undefined): HighlightLine[] {
  if (!pattern) return [];
  const lines: HighlightLine[] = [];
  for (const raw of text.split('\n')) {
    if (lines.length === MAX_LINES) break;
    const line = raw.trim();
    pattern.lastIndex = 0;
    const first = pattern.exec(line);
    if (!first) continue;
    const start = line.length > MAX_LINE ? Math.max(0, first.index - 60) : 0;
    const cut = line.slice(start, start + MAX_LINE);
    const pieces: [string, boolean][] = [];
    let at = 0;
    pattern.lastIndex = 0;
    for (const match of cut.matchAll(pattern)) {
      if (match.index > at) pieces.push([cut.slice(at, match.index), false]);
      pieces.push([match[0], true]);
      at = match.index + match[0].length;
    }
    if (at < cut.length) pieces.push([cut.slice(at), false]);
    if (start > 0) pieces.unshift(['…', false]);
    if (start + MAX_LINE < line.length) pieces.push(['…', false]);
    lines.push(pieces);
  }
  return lines;
}
