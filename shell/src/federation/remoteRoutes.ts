// The route table the remotes registered, beside the shell's own pages.
import type { RemoteName, RemoteView } from './remotes';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  adminOnly: boolean;
  layout: 'site' | 'full';
}

/** The shell's own pages (App.tsx). A remote registering one of these paths is ignored for it. */
export const SHELL_PATHS = ['/login', '/register', '/testing', '/about', '/contact'];

const samePath = (path: string) => path.replace(/\/+$/, '') || '/';

/** Each remote's registered paths (or, while unknown, its remotes.json paths). A path goes to the first remote in remotes.json that claims it. */
export function remoteRoutes(remotes: readonly RemoteView[]): RemoteRoute[] {
  const owners = new Map<string, string>(SHELL_PATHS.map((path) => [path, 'the shell']));
  const routes: RemoteRoute[] = [];
  for (const remote of remotes) {
    const paths = remote.registration?.paths ?? remote.claimedPaths;
    const layout = remote.registration?.layout ?? (remote.adminOnly ? 'full' : 'site');
    for (const path of paths) {
      const owner = owners.get(samePath(path));
      if (owner) {
        console.warn(`[shell] ${remote.name} registers ${path}, which ${owner} already serves`);
        continue;
      }
      owners.set(samePath(path), remote.name);
      routes.push({ path, remote: remote.name, adminOnly: remote.adminOnly, layout });
    }
  }
  return routes;
}

/**
 * A path no route matched: 'pending' while a remote whose registration is still unknown is being
 * asked, 'unavailable' when such a remote could not be reached (the page may be one of its own),
 * else 'not-found'. Admin-only remotes count only for an admin.
 */
export function unmatchedPath(remotes: readonly RemoteView[], isAdmin: boolean): 'pending' | 'unavailable' | 'not-found' {
  const unknown = remotes.filter((remote) => remote.registration === null && (!remote.adminOnly || isAdmin));
  if (unknown.some((remote) => remote.status === 'loading')) return 'pending';
  if (unknown.some((remote) => remote.status === 'failed')) return 'unavailable';
  return 'not-found';
}
