// What the shell server says about a page it rendered (shell/server/src/pageHtml.ts): the remote
// and the remotes.json entry (its release, with its pins) it rendered with, and the reads it made.
// The browser takes the page from that same release, so a deploy between the server's render and
// the browser's first render changes nothing on this page; the next page load uses the new one.
import { rootReducer } from '@rental/platform';
import type { RuntimeConfig, createAppStore } from '@rental/platform';

export interface ServerRendered {
  remote: string;
  entry: RuntimeConfig['remotes'][string];
  queries: Record<string, unknown>;
}

export function readServerRendered(doc: Document = document): ServerRendered | null {
  // The server's own element, a child of <body>: not one a remote's markup (inside #root) could carry.
  const text = doc.querySelector('body > script#server-state[type="application/json"]')?.textContent;
  if (!text) return null;
  try {
    const { remote, entry, queries } = JSON.parse(text) as Partial<ServerRendered>;
    if (typeof remote !== 'string' || !entry || !queries || typeof queries !== 'object') return null;
    return { remote, entry, queries };
  } catch {
    return null;
  }
}

/** remotes.json with the server-rendered remote at the release the page was rendered with. */
export function pinnedRemotes(remotes: RuntimeConfig['remotes'], rendered: ServerRendered | null): RuntimeConfig['remotes'] {
  if (!rendered || !(rendered.remote in remotes)) return remotes;
  return { ...remotes, [rendered.remote]: rendered.entry };
}

/** The store's first state: the server's reads in RTK Query's cache. */
export function serverState(rendered: ServerRendered | null): Parameters<typeof createAppStore>[0] {
  if (!rendered) return undefined;
  const initial = rootReducer(undefined, { type: 'server-state/init' });
  return { api: { ...initial.api, queries: { ...initial.api.queries, ...rendered.queries } } as typeof initial.api };
}
