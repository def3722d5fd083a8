import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Path template as registered (`/api/visits/:id`). */
  url: string;
}

const TREE_MARKS = /^[│├└─\s]*/u;

/**
 * Every route a ready app serves, read from Fastify's route tree (`printRoutes`), since buildApp registers routes
 * before any test could add an onRoute hook. HEAD twins of GET routes (Fastify adds them) are left out. Each parsed
 * route is checked with `hasRoute`, so a change in the printout's format fails loudly instead of hiding routes.
 */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const found = new Map<string, RegisteredRoute>();
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const marks = TREE_MARKS.exec(line)?.[0] ?? '';
    const depth = Math.max(0, Math.round(marks.length / 4) - 1);
    const rest = line.slice(marks.length);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(rest);
    const fragment = match?.[1] === '(empty root node)' ? '' : (match?.[1] ?? '');
    const url = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + fragment;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match?.[2] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      found.set(`${method} ${url}`, { method, url });
    }
  }
  const routes = [...found.values()].filter((route) => route.method !== 'HEAD' || !found.has(`GET ${route.url}`));
  for (const route of routes) {
    if (!app.hasRoute({ method: route.method, url: route.url })) {
      throw new Error(`route inventory misread Fastify's route tree: ${route.method} ${route.url}`);
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
