// The shell server: answers every page of the shop with the shell's HTML made for that page (its
// head for search engines and link previews, its status, this response's CSP nonce), serves the
// shell's built files, remotes.json (only remotes at accepted addresses), robots.txt and the sitemap.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { pageHead } from './pageHead.js';
import type { ProductFacts } from './pageHead.js';
import { pageHtml } from './pageHtml.js';
import { createPageCache, joinWith, newMarker, revalidate, splitAt } from './pageCache.js';
import { pageReads } from './pageReads.js';
import { createRemoteRenderer } from './remoteRender.js';
import { acceptRemotes, paymentFormOrigins, trustedOrigins } from './remotesConfig.js';
import type { RemotesConfig } from './remotesConfig.js';
import { newNonce, securityHeaders } from './securityHeaders.js';
import { SITEMAP_LIMIT, robotsTxt, sitemapAddresses, sitemapXml } from './sitemap.js';

export interface ShellServerOptions {
  /** The built shell (its dist/ or a published release's folder). */
  root: string;
  /** remotes.json as it is now: read on every request, so a remote deployed alone is live at once. */
  remotesConfig: () => RemotesConfig;
  /** Where this server reaches the API (inside a cluster it may differ from remotes.json's apiUrl). */
  apiUrl?: string;
  /** The site as visitors reach it, for canonical addresses and the sitemap; default: the request's own origin. */
  siteUrl?: string;
  /** Only remotes at these origins are accepted (REMOTE_ORIGINS); default: any https origin, or http on localhost. */
  remoteOrigins?: string[];
  /** More origins pages read pictures or data from (upload storage). */
  extraOrigins?: string[];
  /** The longest a page's answer waits on the API (ms): past it the page renders without the product's head. */
  budgetMs?: number;
  /** Addresses per sitemap file. */
  sitemapPageSize?: number;
  /** How long the product list of the sitemap is reused (ms). */
  sitemapMaxAgeMs?: number;
  logger?: boolean;
  /** Render the remotes' public pages on the server (remoteRender.ts); `npm start` and main.ts turn it on unless SHELL_SERVER_RENDER=0. */
  serverRender?: boolean;
  /** How long a remote's manifest and server code at one address are reused (ms): a deploy to the same address is rendered with after at most this long. */
  remoteReuseMs?: number;
  /** Where server-render refusals and failures are said (default: the server's log, as warnings). */
  log?: (message: string) => void;
  /** The server-rendered answers kept (pageCache.ts): their longest age and the memory they may take. */
  pageCache?: { maxAgeMs?: number; maxBytes?: number };
}

const HASHED = /\.[0-9a-f]{8,}\.\w+$/;
/** An address with a file extension is a file; any other is a page of the site. */
const FILE = /\.\w+$/;

/**
 * A route constraint (find-my-way's custom strategy): `file: 'yes'` routes take only addresses of
 * files, so the static files' wildcard route and the pages' share the path `/*`.
 */
type ConstraintStrategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string];
type ConstraintHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;
const fileConstraint: ConstraintStrategy = {
  name: 'file',
  storage() {
    const handlers = new Map<string, ConstraintHandler>();
    return { get: (value: string) => handlers.get(value) ?? null, set: (value: string, handler: ConstraintHandler) => void handlers.set(value, handler) };
  },
  deriveConstraint: (request: { url?: string }) => (FILE.test((request.url ?? '').split('?')[0]) ? 'yes' : 'no'),
  mustMatchWhenDerived: false,
  validate(value: unknown) {
    if (value !== 'yes' && value !== 'no') throw new Error(`the file constraint is 'yes' or 'no', not ${String(value)}`);
  },
};

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const root = resolve(options.root);
  const budgetMs = options.budgetMs ?? 300;
  // Only what goes wrong is logged (refused remotes, blocked scripts), not every page served.
  const app = Fastify({ logger: options.logger ?? false, logController: new LogController({ disableRequestLogging: true }), routerOptions: { constraints: { file: fileConstraint } } });

  // What the browser may load from is decided per request: remotes.json may change while we run.
  let lastRefused = '';
  const remotes = () => {
    const { config, refused } = acceptRemotes(options.remotesConfig(), options.remoteOrigins);
    const said = refused.join('; ');
    if (said && said !== lastRefused) app.log.warn(`remotes.json: refused ${said}`);
    lastRefused = said;
    return config;
  };
  const apiBase = (config = remotes()) => (options.apiUrl ?? config.apiUrl ?? '').replace(/\/+$/, '');
  const siteUrl = (request: FastifyRequest) => (options.siteUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // Only addresses of files: a page never waits on a look-up for a file of its name (a directory
    // read, to check the spelling, and a stat: a tenth of a page's time).
    constraints: { file: 'yes' },
    // A file is served as it is.
    setHeaders(reply, path) {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('access-control-allow-origin', '*');
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const template = cachedFile(join(root, 'index.html'));
  const renderer = createRemoteRenderer({ reuseMs: options.remoteReuseMs, log: options.log ?? ((message) => app.log.warn(message)) });

  // The remotes' server code is loaded once the server is up, not by the first visitor's page.
  if (options.serverRender) app.addHook('onReady', async () => void renderer.warm(remotes().remotes));

  // Server-rendered answers by site, address, template, remotes.json, release and the ETags of their reads.
  const pages = createPageCache(options.pageCache);

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://shell');
    const address = url.pathname + url.search;
    const config = remotes();
    const started = Date.now();
    const api = apiBase(config);
    const site = siteUrl(request);
    const shell = await template();
    const rendering = Boolean(options.serverRender && api);
    // Everything the answer is made from besides the API's data and the release, which are checked below.
    const key = `${site}\n${address}\n${shell.mtimeMs}\n${JSON.stringify(config)}`;
    const kept = rendering ? pages.get(key) : undefined;
    let received;
    if (kept) {
      // Made now, after the request arrived: a kept page is answered only while the API says its data are the same.
      const [release, fresh] = await Promise.all([renderer.release(address, config.remotes, budgetMs), revalidate(kept.reads, budgetMs)]);
      if (release === kept.release && fresh.same) {
        pages.stats.hits += 1;
        return answer(reply, kept.parts, kept.status, config, started, 'hit');
      }
      received = fresh.received;
    }
    if (rendering) pages.stats.misses += 1;
    // The head's request and the remote's render run side by side, each within the budget; a request
    // both make (a product page's product) is made once.
    const reads = pageReads(budgetMs, received);
    let headRead = true;
    const [head, page] = await Promise.all([
      pageHead(url.pathname, {
        siteUrl: site,
        apiUrl: config.apiUrl,
        product: (productKey) =>
          readProduct(api, productKey, budgetMs, reads.fetch).catch((error: unknown) => {
            headRead = false;
            throw error;
          }),
      }),
      rendering ? renderer.render(address, config.remotes, api, budgetMs, reads.fetch) : null,
    ]);
    // The manifests, then the code of the page the server just rendered, from the release it rendered with.
    const preloads = [...renderer.preloads(config.remotes), ...(page?.code ?? [])];
    const marker = newMarker();
    const parts = splitAt(pageHtml(shell.text, head, marker, { page, config, preloads }), marker);
    // Kept only when the remote says its render is whole and every read it was made from has an ETag to ask with.
    if (page?.complete && headRead) {
      const made = await reads.reads();
      if (made?.length && made.every((read) => read.status === 200 && read.etag)) pages.set(key, { parts, status: head.status, release: page.release, reads: made, at: started });
    }
    return answer(reply, parts, head.status, config, started, rendering ? 'miss' : 'none');
  }

  /** The page's pieces joined with this response's own nonce, which its CSP names. */
  function answer(reply: FastifyReply, parts: Buffer[], status: number, config: RemotesConfig, started: number, cache: 'hit' | 'miss' | 'none') {
    const nonce = newNonce();
    reply
      .code(status)
      .headers(securityHeaders(nonce, { ...trustedOrigins(config), extra: options.extraOrigins, google: Boolean(config.googleClientId), paymentForms: paymentFormOrigins(config) }))
      .header('server-timing', `render;dur=${Date.now() - started}, cache;desc=${cache}`)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return joinWith(parts, nonce);
  }

  app.get('/', answerPage);
  // Any other address without a file extension is a page of the site (the shell or a remote routes it).
  app.get('/*', answerPage);
  // The raw template has no nonce and no head: never served as it is.
  app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  app.get('/remotes.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(remotes()));
  app.get('/robots.txt', (request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl(request))));

  const productKeys = cachedFor(options.sitemapMaxAgeMs ?? 60_000, () => readProductKeys(apiBase()));
  app.get<{ Params: { page?: string } }>('/sitemap:page', async (request, reply) => {
    const page = /^(?:-(\d+))?\.xml$/.exec(request.params.page ?? '');
    if (!page) return reply.callNotFound();
    const keys = await productKeys().catch(() => null);
    if (!keys) return reply.code(503).type('text/plain; charset=utf-8').send('The product list is not available right now.');
    const xml = sitemapXml(siteUrl(request), sitemapAddresses(siteUrl(request), keys), Number(page[1] ?? 0), options.sitemapPageSize ?? SITEMAP_LIMIT);
    if (!xml) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });

  // Browsers post what the policy blocked: a remote that starts running inline code shows up here.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app.post('/csp-reports', { bodyLimit: 16 * 1024 }, (request, reply) => {
    const report = (request.body as { 'csp-report'?: Record<string, unknown> } | undefined)?.['csp-report'] ?? request.body;
    app.log.warn({ cspReport: report }, 'content security policy blocked something');
    return reply.code(204).send();
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));

  return app;
}

/** GET /api/products/{key} within the budget: the product, undefined for a 404, a throw otherwise. */
async function readProduct(apiBase: string, key: string, budgetMs: number, reads: typeof fetch): Promise<ProductFacts | undefined> {
  if (!apiBase) throw new Error('no API address');
  const response = await reads(`${apiBase}/api/products/${encodeURIComponent(key)}`, { signal: AbortSignal.timeout(budgetMs) });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return (await response.json()) as ProductFacts;
}

async function readProductKeys(apiBase: string): Promise<string[]> {
  const response = await fetch(`${apiBase}/api/products`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const body = (await response.json()) as ProductFacts[] | { data: ProductFacts[] };
  return (Array.isArray(body) ? body : body.data).map((product) => product.key);
}

/** A file read again only when it changed (a deploy replaces index.html in place): a stat per page, made synchronously (cheaper than a round trip through the thread pool). */
function cachedFile(file: string): () => Promise<{ mtimeMs: number; text: string }> {
  let cached: { mtimeMs: number; text: string } | undefined;
  return async () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    return cached;
  };
}

/** The last answer of `read` for `maxAgeMs`; a failed read is not kept. */
function cachedFor<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > maxAgeMs) {
      const value = read();
      kept = { at: Date.now(), value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
