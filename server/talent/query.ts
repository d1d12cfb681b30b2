/**
 * The talent search's query language, parsed once into a tree that each database's translator
 * (./fts-sqlite.ts, ./fts-postgres.ts) turns into its own full-text query:
 *
 *   spring boot            both words (AND is implied between terms)
 *   "spring boot"          the exact phrase
 *   java OR kotlin         either (OR binds looser than AND; `|` is the same)
 *   kafka AND NOT angular  without a word: `NOT x`, `-x` or `AND NOT x`
 *   kube*                  a prefix
 *   (java OR kotlin) -php  parentheses group
 *
 * Words are letters and digits; everything else separates them ("node.js" is the phrase node js),
 * lower-cased. A query that is only negative ("-php") is allowed at the top level; a negative
 * inside an OR ("java OR -php") is refused with a message, as neither database can answer it.
 */

export type Term = { kind: 'term'; word: string; prefix: boolean };
export type Phrase = { kind: 'phrase'; words: string[] };
export type And = { kind: 'and'; items: Node[] };
export type Or = { kind: 'or'; items: Node[] };
export type Not = { kind: 'not'; item: Node };
export type Node = Term | Phrase | And | Or | Not;

/** A query the parser could not read, with a message the recruiter sees. */
export class QueryError extends Error {}

/** Words as both databases' tokenizers see them: runs of letters and digits, lower case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

type Token =
  | { type: 'word'; text: string; prefix: boolean }
  | { type: 'phrase'; text: string }
  | { type: 'and' | 'or' | 'not' | 'minus' | 'open' | 'close' };

const MAX_TERMS = 32;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '"' || char === '“' || char === '”') {
      const end = input.slice(i + 1).search(/["“”]/);
      const text = end < 0 ? input.slice(i + 1) : input.slice(i + 1, i + 1 + end);
      tokens.push({ type: 'phrase', text });
      i = end < 0 ? input.length : i + end + 2;
    } else if (char === '(') {
      tokens.push({ type: 'open' });
      i += 1;
    } else if (char === ')') {
      tokens.push({ type: 'close' });
      i += 1;
    } else if (char === '|') {
      tokens.push({ type: 'or' });
      i += 1;
    } else if (char === '-' && (i === 0 || /[\s(]/.test(input[i - 1] ?? ''))) {
      tokens.push({ type: 'minus' });
      i += 1;
    } else {
      const match = /^[^\s"“”()|]+/.exec(input.slice(i));
      const raw = match?.[0] ?? char;
      i += raw.length;
      if (raw === 'AND' || raw === '&&') tokens.push({ type: 'and' });
      else if (raw === 'OR') tokens.push({ type: 'or' });
      else if (raw === 'NOT') tokens.push({ type: 'not' });
      else tokens.push({ type: 'word', text: raw.replace(/\*+$/, ''), prefix: /\*$/.test(raw) });
    }
  }
  return tokens;
}

/** A word or a "word.word" run: one term, or the phrase of its parts; undefined when it holds no word. */
function leaf(text: string, prefix: boolean): Node | undefined {
  const words = wordsOf(text);
  if (words.length === 0) return undefined;
  if (words.length === 1) return { kind: 'term', word: words[0] ?? '', prefix };
  if (prefix) {
    // "node.j*": the phrase's last word is the prefix; both databases take a prefix only on a lone
    // term, so it reads as the phrase of the others AND the prefix.
    const last = words[words.length - 1] ?? '';
    return {
      kind: 'and',
      items: [
        { kind: 'phrase', words: words.slice(0, -1) },
        { kind: 'term', word: last, prefix: true },
      ],
    };
  }
  return { kind: 'phrase', words };
}

/** The query's tree, or undefined when it holds no word at all. Throws QueryError for what it cannot read. */
export function parseQuery(input: string): Node | undefined {
  const tokens = tokenize(input.slice(0, 500));
  let position = 0;
  let terms = 0;
  let depth = 0;
  const peek = () => tokens[position];

  const primary = (): Node | undefined => {
    const token = peek();
    if (!token) return undefined;
    if (token.type === 'open') {
      position += 1;
      depth += 1;
      const inner = orExpr();
      depth -= 1;
      if (peek()?.type === 'close') position += 1;
      return inner;
    }
    if (token.type === 'word' || token.type === 'phrase') {
      position += 1;
      terms += 1;
      if (terms > MAX_TERMS) throw new QueryError(`Use at most ${MAX_TERMS} words in one search.`);
      if (token.type === 'word') return leaf(token.text, token.prefix);
      const words = wordsOf(token.text);
      if (words.length === 0) return undefined;
      return words.length === 1 ? { kind: 'term', word: words[0] ?? '', prefix: false } : { kind: 'phrase', words };
    }
    return undefined;
  };

  const unary = (): Node | undefined => {
    const token = peek();
    if (token?.type === 'not' || token?.type === 'minus') {
      position += 1;
      const item = unary();
      return item ? { kind: 'not', item } : undefined;
    }
    return primary();
  };

  const startsOperand = (token: Token | undefined) =>
    token !== undefined && ['word', 'phrase', 'open', 'not', 'minus'].includes(token.type);

  const andExpr = (): Node | undefined => {
    const items: Node[] = [];
    for (;;) {
      const token = peek();
      if (token?.type === 'and') {
        position += 1;
        continue;
      }
      if (!startsOperand(token)) break;
      const item = unary();
      if (item) items.push(item);
    }
    if (items.length === 0) return undefined;
    return items.length === 1 ? items[0] : { kind: 'and', items };
  };

  const orExpr = (): Node | undefined => {
    const items: Node[] = [];
    for (;;) {
      const item = andExpr();
      if (item) items.push(item);
      const token = peek();
      if (token?.type === 'or') {
        position += 1;
        continue;
      }
      if (token?.type === 'close') {
        if (depth > 0) break;
        // A stray ')' at the top level is skipped.
        position += 1;
        continue;
      }
      if (!token) break;
    }
    if (items.length === 0) return undefined;
    return items.length === 1 ? items[0] : { kind: 'or', items };
  };

  const tree = orExpr();
  return tree ? simplify(tree) : undefined;
}

/** Flattens nested ANDs and ORs and double negations; checks where a NOT may stand. */
function simplify(node: Node): Node {
  switch (node.kind) {
    case 'not': {
      const inner = simplify(node.item);
      return inner.kind === 'not' ? inner.item : { kind: 'not', item: inner };
    }
    case 'and':
    case 'or': {
      const items = node.items.map(simplify).flatMap((item) => (item.kind === node.kind ? item.items : [item]));
      if (node.kind === 'or' && items.some(isNegative)) {
        throw new QueryError(
          'NOT (or -word) cannot stand alone beside OR: say what else to find, e.g. java -php OR kotlin.',
        );
      }
      return items.length === 1 && items[0] ? items[0] : { kind: node.kind, items };
    }
    default:
      return node;
  }
}

/** True for a NOT, and for an AND of NOTs only: it matches nothing by itself. */
export const isNegative = (node: Node): boolean =>
  node.kind === 'not' || (node.kind === 'and' && node.items.every(isNegative));

/** The words and phrases the query looks for (not the ones it excludes), for highlighting. */
export function positiveLeaves(node: Node | undefined): (Term | Phrase)[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return [node];
    case 'not':
      return [];
    default:
      return node.items.flatMap(positiveLeaves);
  }
}

/**
 * The query split for the databases: what must match (undefined: everything) and what must not
 * (undefined: nothing). Only a top-level query of negatives alone ("-php -dotnet") has no
 * positive part; everywhere else negatives sit beside a positive within an AND.
 */
export function splitTopLevel(node: Node): { include?: Node; exclude?: Node } {
  if (node.kind === 'not') return { exclude: node.item };
  if (node.kind === 'and' && node.items.every(isNegative)) {
    const excluded = node.items.map((item) => (item.kind === 'not' ? item.item : item));
    return { exclude: excluded.length === 1 && excluded[0] ? excluded[0] : { kind: 'or', items: excluded } };
  }
  return { include: node };
}
