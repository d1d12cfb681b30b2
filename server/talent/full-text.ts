/**
 * The query tree (./query.ts) in each database's own full-text syntax. Words are already letters and
 * digits only, so quoting them is enough to keep the text from being read as syntax.
 *
 * SQLite FTS5 (porter tokenizer): `"spring boot" AND "kafka" NOT "angular"`, prefixes `"kube"*`.
 * PostgreSQL (to_tsquery with the english configuration, which stems the same way):
 * `('spring' <-> 'boot') & 'kafka' & !'angular'`, prefixes `'kube':*`.
 */
import { type Node, isNegative } from './query';

const positivesAndNegatives = (items: Node[]) => ({
  positives: items.filter((item) => !isNegative(item)),
  negatives: items
    .filter(isNegative)
    .flatMap((item) =>
      item.kind === 'not'
        ? [item.item]
        : item.kind === 'and'
          ? item.items.map((n) => (n.kind === 'not' ? n.item : n))
          : [],
    ),
});

export function toFts5(node: Node): string {
  switch (node.kind) {
    case 'term':
      return `"${node.word}"${node.prefix ? '*' : ''}`;
    case 'phrase':
      return `"${node.words.join(' ')}"`;
    case 'or':
      return `(${node.items.map(toFts5).join(' OR ')})`;
    case 'not':
      // Only reached through an AND (a lone top-level NOT is split off before translating).
      return toFts5(node.item);
    case 'and': {
      const { positives, negatives } = positivesAndNegatives(node.items);
      let text = `(${positives.map(toFts5).join(' AND ')})`;
      for (const negative of negatives) text = `(${text} NOT ${toFts5(negative)})`;
      return text;
    }
  }
}

export function toTsquery(node: Node): string {
  switch (node.kind) {
    case 'term':
      return `'${node.word}'${node.prefix ? ':*' : ''}`;
    case 'phrase':
      return `(${node.words.map((word) => `'${word}'`).join(' <-> ')})`;
    case 'or':
      return `(${node.items.map(toTsquery).join(' | ')})`;
    case 'not':
      return `!${toTsquery(node.item)}`;
    case 'and':
      return `(${node.items.map(toTsquery).join(' & ')})`;
  }
}
