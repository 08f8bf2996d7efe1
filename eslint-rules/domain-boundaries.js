import path from 'node:path';

/**
 * A domain (`src/domains/<name>/`) shows the rest of the app one public face, its `index.ts`:
 * another domain and every composition root import `domains/<name>` (or its `index.ts`), never a
 * file inside it, so a domain can reorganise its insides without touching its callers. Code outside
 * the domains and the composition roots (the generic `lib/`, `db/`, …) imports no domain at all,
 * not even a face, so the generic layers stay below every domain. The rule resolves each import
 * (relative or through an alias) to a file path, so every spelling of a path is caught.
 */
export const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Domains are reached only through their index.ts; code outside domains and composition roots imports no domain.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          // Absolute path of the app's source folder, which holds `domains/<name>/`.
          src: { type: 'string' },
          // Files or folders under `src` that compose domains (e.g. 'app.ts', 'runtime'): they may
          // import any domain's face.
          compositionRoots: { type: 'array', items: { type: 'string' } },
          // Import prefixes mapped to absolute folders, e.g. { '@/': '/…/apps/web/src' }.
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      intoDomain:
        "'{{source}}' reaches inside domain '{{to}}': import its public face ('domains/{{to}}') instead, and export what you need from its index.ts.",
      genericImportsDomain:
        "Generic code imports domain '{{to}}' ('{{source}}'): lib/ and the other shared layers import no domain; move the piece into a domain, or inject it from a composition root.",
    },
  },
  create(context) {
    const { src, compositionRoots = [], aliases = {} } = context.options[0];
    const here = placeOf(context.filename, src, compositionRoots);
    if (here.kind === 'outside') return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolve(source, context.filename, aliases);
      if (target === null) return;
      const there = placeOf(target, src, compositionRoots);
      if (there.kind !== 'domain') return;
      if (here.kind === 'domain' && here.domain === there.domain) return;
      if (here.kind === 'shared') {
        context.report({
          node,
          messageId: 'genericImportsDomain',
          data: { to: there.domain, source },
        });
        return;
      }
      if (!there.face) {
        context.report({ node, messageId: 'intoDomain', data: { to: there.domain, source } });
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

const faceNames = new Set(['index', 'index.ts', 'index.tsx', 'index.js']);

/**
 * Where a path sits: outside the app source, in a composition root, in a domain (and whether it is
 * that domain's face), or in the shared layers. `domains` itself (a barrel over every domain) counts
 * as reaching inside a domain named '*'.
 */
function placeOf(file, src, compositionRoots) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { kind: 'outside' };
  const parts = relative.split(path.sep);
  if (parts[0] === 'domains') {
    const [, domain, ...rest] = parts;
    if (domain === undefined || faceNames.has(domain))
      return { kind: 'domain', domain: '*', face: false };
    const face = rest.length === 0 || (rest.length === 1 && faceNames.has(rest[0]));
    return { kind: 'domain', domain, face };
  }
  const posix = parts.join('/');
  const isRoot = compositionRoots.some(
    (root) =>
      posix === root ||
      posix.startsWith(`${root}/`) ||
      withoutExtension(posix) === withoutExtension(root),
  );
  return { kind: isRoot ? 'root' : 'shared' };
}

function withoutExtension(file) {
  return file.replace(/\.(ts|tsx|js|mjs)$/, '');
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
