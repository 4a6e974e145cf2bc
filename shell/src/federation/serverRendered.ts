// What the shell server says about a page it rendered (shell/server/src/pageHtml.ts): the remote
// and the remotes.json entry (its release, with its pins) it rendered with, and the requests it made.
// The browser takes the page from that same release, so a deploy between the server's render and
// the browser's first render changes nothing on this page; the next page load uses the new one.
import { rootReducer } from '@rental/platform';
import type { RuntimeConfig, createAppStore } from '@rental/platform';

export interface ServerRendered {
  remote: string;
  entry: RuntimeConfig['remotes'][string];
  queries: Record<string, unknown>;
  /** The tags those responses provide, so that a write in the browser refetches them like its own queries. */
  provided?: unknown;
}

export function readServerRendered(doc: Document = document): ServerRendered | null {
  // The server's own element, a child of <body>: not one a remote's markup (inside #root) could carry.
  const text = doc.querySelector('body > script#server-state[type="application/json"]')?.textContent;
  if (!text) return null;
  try {
    const { remote, entry, queries, provided } = JSON.parse(text) as Partial<ServerRendered>;
    if (typeof remote !== 'string' || !entry || !queries || typeof queries !== 'object') return null;
    return { remote, entry, queries, provided };
  } catch {
    return null;
  }
}

/** remotes.json with the server-rendered remote at the release the page was rendered with. */
export function pinnedRemotes(remotes: RuntimeConfig['remotes'], rendered: ServerRendered | null): RuntimeConfig['remotes'] {
  if (!rendered || !(rendered.remote in remotes)) return remotes;
  return { ...remotes, [rendered.remote]: rendered.entry };
}

/** The store's first state: the server's responses in RTK Query's cache. */
export function serverState(rendered: ServerRendered | null): Parameters<typeof createAppStore>[0] {
  if (!rendered) return undefined;
  const initial = rootReducer(undefined, { type: 'server-state/init' });
  const provided = rendered.provided && typeof rendered.provided === 'object' ? (rendered.provided as typeof initial.api.provided) : initial.api.provided;
  return { api: { ...initial.api, queries: { ...initial.api.queries, ...rendered.queries }, provided } as typeof initial.api };
}

/** The server's markup of the page, kept on screen until the remote's own first render replaces it. */
let kept: { remote: string; address: string; nodes: Node[] } | null = null;

/**
 * Takes the server-rendered page out of the HTML before the shell's first render clears `#root`:
 * its nodes are shown again, unchanged, while the remote's code loads (ServerMarkup), so the page
 * does not flash to a loading state between the server's markup and the remote's first render.
 */
export function keepServerMarkup(rendered: ServerRendered | null, doc: Document = document): void {
  const main = doc.querySelector('#root > main[data-server-rendered]');
  kept = null;
  if (!rendered || !main || main.getAttribute('data-server-rendered') !== rendered.remote) return;
  const { pathname, search } = doc.defaultView?.location ?? { pathname: '/', search: '' };
  const nodes = [...main.childNodes];
  // React's resources come first in the server's markup (preloads of the first pictures, the page's
  // <style precedence>): they are the document's, not the page's, and go where a browser render puts them.
  const page = nodes.findIndex((node) => !isResource(node));
  doc.head.append(...nodes.slice(0, page === -1 ? nodes.length : page));
  kept = { remote: rendered.remote, address: pathname + search, nodes: page === -1 ? [] : nodes.slice(page) };
}

function isResource(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  return node.localName === 'link' || (node.localName === 'style' && node.hasAttribute('data-precedence'));
}

/** The kept server markup when it is `remote`'s page at this address, else null. */
export function serverMarkupFor(remote: string, address: { pathname: string; search: string }): Node[] | null {
  return kept && kept.remote === remote && kept.address === address.pathname + address.search ? kept.nodes : null;
}

/** Once the remote has rendered (or the visitor moved on) the server's markup is not shown again. */
export function forgetServerMarkup(): void {
  kept = null;
}
