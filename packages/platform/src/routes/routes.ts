// A remote's routes, declared once, in code (`src/routes.ts` of each remote): each route's path,
// page, first data requests and nav entry. From this one declaration
// - the build derives the registration it writes into the remote's mf-manifest.json
//   (`metaData.registration`, the wire format every shell reads: packages/build's registration.js),
//   checking it strictly: a bad declaration fails the build with every problem listed;
// - the shell reads that registration back tolerantly (readRegistration): an unknown field is
//   ignored, a bad path or nav entry is skipped and logged, nothing throws;
// - the remote's own App and its server render pick the page and its first requests (matchRoute).
// One schema (zod, its tree-shakable `zod/mini`) and one path matcher (react-router's matchPath).
import * as z from 'zod/mini';
import { matchPath } from 'react-router-dom';

/** A path starting with one "/" (react-router pattern: ':name' segments, a trailing '/*'). */
const isPath = (value: string) => value.startsWith('/') && !value.startsWith('//');
const path = z.string().check(z.refine(isPath, 'must be a path starting with "/" (e.g. "/items", "/product/:key", "/admin/*")'));

const navFields = {
  to: path,
  label: z.string().check(z.trim(), z.minLength(1, 'must be a non-empty text')),
  /** Position in the nav bar, ascending (the shell's About is 40, Contact 50). */
  order: z.number().check(z.refine(Number.isFinite, 'must be a number')),
  /** Shown only to a signed-in visitor (My bookings). */
  signedInOnly: z.optional(z.boolean()),
  /** Only in the mobile menu, not the bar (Booking, beside the cart icon). */
  menuOnly: z.optional(z.boolean()),
};
/** A nav entry as the build writes it: nothing unknown. */
export const strictNavEntry = z.strictObject(navFields);
/** A nav entry as a shell reads it: unknown fields ignored. */
export const navEntry = z.object(navFields);
export type NavEntry = z.infer<typeof navEntry>;

const LAYOUTS = ['site', 'full'] as const;
const registrationFields = {
  paths: z.array(path).check(z.minLength(1, 'must be a non-empty list of paths')),
  nav: z.optional(z.array(strictNavEntry)),
  /** A back-office remote: loaded only for an admin or staff member (remotes.json must say so too). */
  adminOnly: z.optional(z.boolean()),
  /** 'site': inside the nav bar layout; 'full': the remote draws the whole page (admin). */
  layout: z.optional(z.enum(LAYOUTS)),
};
/** The registration in mf-manifest.json, as the build writes it (strict: an unknown key is an error). */
export const strictRegistration = z.strictObject(registrationFields);
export type Registration = z.infer<typeof strictRegistration>;

// ---- the declaration (src/routes.ts) ----

/** A page of the remote: a module whose default export is the page component. */
export type PageModule = () => Promise<{ default: React.ComponentType<never> }>;

/** One first request of a page: an RTK Query endpoint of the remote's API and its argument. */
export interface FirstRequest {
  endpoint: string;
  arg: unknown;
}

/** What a route's data loader is given: the path's parameters and the address's query. */
export interface LoadRequest {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

export interface RouteDeclaration {
  /** react-router pattern: '/items', '/product/:key', '/admin/*'. */
  path: string;
  /** The page component's module (each page its own chunk). */
  page?: PageModule;
  /** The route's first requests: the browser starts them with the page's code, the server renders with their responses. */
  load?: (request: LoadRequest) => FirstRequest[];
  /** The nav entry leading here; `to` defaults to the path. */
  nav?: Omit<NavEntry, 'to'> & { to?: string };
  /** Pages inside a '/*' route that need first requests of their own (not routes of their own). */
  pages?: RouteDeclaration[];
}

export interface RemoteDeclaration {
  adminOnly?: boolean;
  layout?: 'site' | 'full';
  routes: RouteDeclaration[];
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'must be a function');
const pageFields = {
  path,
  page: z.optional(fn),
  load: z.optional(fn),
  nav: z.optional(z.strictObject({ ...navFields, to: z.optional(path) })),
};
const innerPage = z.strictObject(pageFields);
const routeDeclaration = z.strictObject({ ...pageFields, pages: z.optional(z.array(innerPage)) });
export const remoteDeclaration = z.strictObject({
  adminOnly: z.optional(z.boolean()),
  layout: z.optional(z.enum(LAYOUTS)),
  routes: z.array(routeDeclaration).check(z.minLength(1, 'must declare at least one route')),
});

/** Types a remote's declaration (src/routes.ts: `export default defineRemote({...})`). */
export function defineRemote<T extends RemoteDeclaration>(declaration: T): T {
  return declaration;
}

const where = (issue: { path: PropertyKey[] }) => (issue.path.length ? issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : /^\w+$/.test(String(part)) ? `.${String(part)}` : `["${String(part)}"]`)).join('').replace(/^\./, '') : '(the whole)');

/** One zod issue in words (zod/mini carries no locale: the messages are ours). */
function describe(issue: z.core.$ZodIssue): string {
  const at = where(issue);
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${at}: unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_type':
      return `${at}: must be ${({ custom: 'a function', array: 'a list', record: 'an object of path → value', object: 'an object' } as Record<string, string>)[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `${at}: must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return `${at}: ${issue.message ?? 'is not valid'}`;
  }
}

/** Whether `page` is `route` or a page of it when it ends in '/*'. */
function isWithin(page: string, route: string): boolean {
  if (page === route) return true;
  return route.endsWith('/*') && !page.includes('*') && matchPath({ path: route, end: true }, page) !== null;
}

/** Every problem with a declaration, worded for the remote's team; [] when it is valid. */
export function declarationProblems(declaration: unknown): string[] {
  const parsed = remoteDeclaration.safeParse(declaration);
  if (!parsed.success) return parsed.error.issues.map(describe);
  const problems: string[] = [];
  const seen = new Set<string>();
  parsed.data.routes.forEach((route, index) => {
    if (seen.has(route.path)) problems.push(`routes[${index}].path: "${route.path}" is declared twice`);
    seen.add(route.path);
    route.pages?.forEach((page, inner) => {
      if (!isWithin(page.path, route.path)) problems.push(`routes[${index}].pages[${inner}].path: "${page.path}" is not a page of "${route.path}"`);
    });
  });
  return problems;
}

/** The registration a (valid) declaration puts into the manifest, in the wire format every shell reads. */
export function registrationOf(declaration: RemoteDeclaration): Registration {
  const registration: Registration = { paths: declaration.routes.map((route) => route.path) };
  const nav: NavEntry[] = [];
  for (const route of declaration.routes) if (route.nav) nav.push({ to: route.path, ...route.nav } as NavEntry);
  if (declaration.adminOnly !== undefined) registration.adminOnly = declaration.adminOnly;
  if (declaration.layout !== undefined) registration.layout = declaration.layout;
  if (nav.length) registration.nav = nav.sort((a, b) => a.order - b.order);
  return registration;
}

/** Strict check of a registration (the build's, after deriving it); [] when valid. */
export function registrationProblems(registration: unknown): string[] {
  const parsed = strictRegistration.safeParse(registration);
  return parsed.success ? [] : parsed.error.issues.map(describe);
}

/** A registration as a shell uses it. */
export interface RemoteRegistration {
  paths: string[];
  nav: NavEntry[];
  adminOnly: boolean;
  layout: 'site' | 'full';
}

/**
 * A registration that came from another deployment, read tolerantly: unknown fields are ignored,
 * a bad path or nav entry is skipped and logged, never thrown. Null when no usable path is left.
 */
export function readRegistration(value: unknown, log: (message: string) => void = (message) => console.warn(`[shell] ${message}`)): RemoteRegistration | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { paths, nav, adminOnly, layout } = value as Record<string, unknown>;
  const validPaths: string[] = [];
  for (const item of Array.isArray(paths) ? paths : []) {
    if (path.safeParse(item).success) validPaths.push(item as string);
    else log(`registration: skipped the route ${JSON.stringify(item)}: not a path`);
  }
  if (validPaths.length === 0) return null;
  const entries: NavEntry[] = [];
  for (const item of Array.isArray(nav) ? nav : []) {
    const parsed = navEntry.safeParse(item);
    if (!parsed.success) {
      log(`registration: skipped a nav entry (${parsed.error.issues.map(describe).join('; ')})`);
      continue;
    }
    const { to, label, order, signedInOnly, menuOnly } = parsed.data;
    entries.push({ to, label, order, signedInOnly: signedInOnly === true, menuOnly: menuOnly === true });
  }
  return { paths: validPaths, nav: entries, adminOnly: adminOnly === true, layout: layout === 'full' ? 'full' : 'site' };
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The first route matching `pathname` and its parameters, decoded once (links encode them, so '/'
 * or '%' in a product key survive): react-router's matchPath, as the shell's router matches.
 */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, value === undefined ? undefined : decoded(value)])) };
  }
  return null;
}

/** Whether one react-router pattern matches `pathname` (the same matcher as matchRoute). */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}
