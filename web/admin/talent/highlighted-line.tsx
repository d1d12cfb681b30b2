import type { HighlightLine } from '#contracts/admin/talent';

/** A resume line with the search's words marked (pieces from the server; text, never HTML). */
export function HighlightedLine({ line }: { line: HighlightLine }) {
  return (
    <>{line.map(([text, hit], index) => (hit ? <mark key={index}>{text}</mark> : <span key={index}>{text}</span>))}</>
  );
}
