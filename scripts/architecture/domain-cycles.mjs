// The one rule of the domain graph that a lint rule on single imports cannot see (ADR 034).
/**
 * Every cycle among the domains: the strongly connected components (Tarjan) of more than one
 * domain, each sorted, for a message that names every domain caught in it. Edges to or from parts
 * that are not domains (`lib`, packages, composition roots) are not part of the rule.
 *
 * @param {{ from: string, to: string }[]} edges
 * @returns {string[][]}
 */
export function domainCycles(edges) {
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
