// The map of the house, drawn from the code (ADR 034): dependency-cruiser reads every import of the
// server and the web app, the imports are folded into domains, and the result is
//   - checked: no cycle between the domains of an app, and `lib/` imports no domain;
//   - drawn: one Mermaid graph per app between the markers of docs/architecture.md.
// `--check` fails when a rule is broken or the drawing in the document is not the code's (CI);
// without it the document is rewritten.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const documentPath = join(root, 'docs/architecture.md');
const check = process.argv.includes('--check');

const apps = [
  { name: 'server', src: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json', alias: {} },
  {
    name: 'web',
    src: 'apps/web/src',
    tsConfig: 'apps/web/tsconfig.json',
    alias: { '@': join(root, 'apps/web/src') },
  },
];

/**
 * The part of the house an import lands in: `domain:<name>` for `src/domains/<name>/…`,
 * `package:<name>` for our workspace packages, the top folder's name for the other layers (lib,
 * db, app, runtime…), and `root` for the files directly in src. Outside packages are left out.
 */
function partOf(dependency, src) {
  const workspacePackage = /^@sanctions\/([^/]+)/.exec(dependency.module ?? '');
  if (workspacePackage) return `package:${workspacePackage[1]}`;
  const file = dependency.resolved;
  if (!file.startsWith(`${src}/`)) return null;
  const rest = file.slice(src.length + 1);
  const domainMatch = /^domains\/([^/]+)\//.exec(rest);
  if (domainMatch) return `domain:${domainMatch[1]}`;
  const folder = /^([^/]+)\//.exec(rest);
  return folder ? folder[1] : 'root';
}

const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file);

/**
 * Edges between parts. The drawing leaves out how many imports stand behind an edge, so that it
 * changes only when a dependency appears or goes, not with every import.
 */
async function partGraph(app) {
  const result = await cruise(
    [app.src],
    {
      baseDir: root,
      tsConfig: { fileName: app.tsConfig },
      tsPreCompilationDeps: true,
      exclude: { path: '\\.(test|spec)\\.tsx?$' },
      doNotFollow: { path: ['node_modules'] },
    },
    { alias: app.alias },
    { tsConfig: extractTSConfig(join(root, app.tsConfig)) },
  );
  const { modules } = result.output;
  const edges = new Set();
  for (const module of modules) {
    if (isTest(module.source)) continue;
    const from = partOf({ resolved: module.source }, app.src);
    if (from === null) continue;
    for (const dependency of module.dependencies) {
      const to = partOf(dependency, app.src);
      if (to === null || to === from) continue;
      edges.add(`${from}\u0000${to}`);
    }
  }
  return [...edges]
    .map((key) => {
      const [from, to] = key.split('\u0000');
      return { from, to };
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** Every cycle among the domains (strongly connected components of more than one domain). */
function domainCycles(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!from.startsWith('domain:') || !to.startsWith('domain:')) continue;
    if (!next.has(from)) next.set(from, []);
    next.get(from).push(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
}

const label = (part) => part.replace(/^(domain|package):/, '');
const nodeId = (part) => part.replace(/[^a-z0-9]/gi, '_');

function mermaid(edges) {
  const parts = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].sort();
  const lines = ['```mermaid', 'flowchart TD'];
  for (const part of parts) {
    const shape = part.startsWith('domain:')
      ? `[${label(part)}]`
      : part.startsWith('package:')
        ? `[(${label(part)})]`
        : `([${label(part)}])`;
    lines.push(`  ${nodeId(part)}${shape}`);
  }
  for (const { from, to } of edges) {
    lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

const problems = [];
let document = readFileSync(documentPath, 'utf8');
for (const app of apps) {
  const edges = await partGraph(app);
  for (const cycle of domainCycles(edges)) {
    problems.push(
      `${app.name}: domains depend on each other in a cycle: ${cycle.map(label).join(' ⇄ ')}`,
    );
  }
  for (const { from, to } of edges) {
    if (from === 'lib' && to.startsWith('domain:')) {
      problems.push(
        `${app.name}: lib/ imports the ${label(to)} domain; generic code imports no domain`,
      );
    }
  }
  const start = `<!-- ${app.name}-map:start (generated by scripts/architecture-map.mjs) -->`;
  const end = `<!-- ${app.name}-map:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    problems.push(`docs/architecture.md lacks the markers ${start} … ${end}`);
    continue;
  }
  document = `${document.slice(0, from + start.length)}\n\n${mermaid(edges)}\n\n${document.slice(to)}`;
}

if (check) {
  if (document !== readFileSync(documentPath, 'utf8')) {
    problems.push(
      'docs/architecture.md does not show the dependencies the code has: run `npm run architecture:map` and commit the result',
    );
  }
} else {
  writeFileSync(documentPath, document);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  check ? 'Architecture map is current; no domain cycle.' : 'docs/architecture.md rewritten.',
);
