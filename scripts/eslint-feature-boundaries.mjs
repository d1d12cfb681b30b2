/**
 * ESLint rule `features/no-cross-feature-imports`: a feature (a folder under web/features/) never
 * imports another feature. What two features share lives below them: web/components, web/lib,
 * web/config or contracts. The import is resolved against the importing file, so `../contact/x` is
 * caught from web/features/careers/ and allowed from a subfolder of contact/ itself.
 */
import path from 'node:path';

const featuresDir = path.resolve(import.meta.dirname, '../web/features');

/** The feature a file belongs to, or null outside web/features/. */
function featureOf(file) {
  const relative = path.relative(featuresDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature under web/features/ does not import another feature.' },
    messages: {
      cross:
        'web/features/{{from}} imports web/features/{{to}}: features do not import each other. Move what both need to web/components, web/lib, web/config or contracts.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (to && to !== from) context.report({ node: source, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
