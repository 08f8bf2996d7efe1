import path from 'node:path';

/**
 * Features never import each other, and the shared layers never import a feature: shared code
 * lives in a shared layer and features are composed only by the composition roots, which the
 * config leaves out of this rule. The rule resolves each import (relative or through an alias)
 * to a file path, so `../other/x`, `../../features/other/x` and `@/features/other/x` are all
 * caught whatever their spelling.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import no other feature; shared layers import no feature.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Absolute path of the app's source folder, which holds `features/<name>/`.
          src: { type: 'string' },
          // Import prefixes mapped to absolute folders, e.g. { '@/': '/…/apps/web/src' }.
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' ('{{source}}'): move what both need to a shared layer (lib/) or compose them in a composition root.",
      sharedImportsFeature:
        "Shared code imports feature '{{to}}' ('{{source}}'): move what it needs out of the feature into a shared layer, or inject it from a composition root.",
    },
  },
  create(context) {
    const { src, aliases = {} } = context.options[0];
    const here = featureOf(context.filename, src);
    if (here === outside) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolve(source, context.filename, aliases);
      if (target === null) return;
      const there = featureOf(target, src);
      if (there === outside || there === shared || there === here) return;
      if (here === shared) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: there, source } });
      } else {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: here, to: there, source },
        });
      }
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ImportExpression: (node) => node.source.type === 'Literal' && fromSource(node),
      TSImportType: (node) => check(node, node.argument?.literal?.value),
    };
  },
};

const outside = Symbol('outside the app source');
const shared = Symbol('a shared layer');

/** The feature a path belongs to, `shared` for the rest of the app's source, `outside` beyond it. */
function featureOf(file, src) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return outside;
  const [top, name] = relative.split(path.sep);
  if (top !== 'features') return shared;
  // `features` itself (an index over every feature) counts as reaching into features.
  return name ?? 'features';
}

/** The absolute path an import names, or null for a package import. */
function resolve(source, importer, aliases) {
  if (source.startsWith('./') || source.startsWith('../') || source === '.' || source === '..') {
    return path.resolve(path.dirname(importer), source);
  }
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (source.startsWith(prefix)) return path.resolve(folder, source.slice(prefix.length));
  }
  return null;
}
