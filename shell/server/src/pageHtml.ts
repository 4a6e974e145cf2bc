// The built index.html made into one response: this page's head, this response's nonce on every script
// the HTML itself carries (the shell's entry), the page a remote rendered here with the requests it
// made, remotes.json as this page was made with, and preload hints for the code the page will run.
import type { PageHead } from './pageHead.js';
import type { Preload, RemotePage } from './remoteRender.js';
import { SHOP_NAME } from './pageTitles.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The element holding a server-rendered page. */
export const SERVER_RENDERED = 'data-server-rendered';
/** The id of the JSON the browser's store starts from. */
export const SERVER_STATE_ID = 'server-state';
/** The id of remotes.json as this page was made with (@rental/platform's loadRuntimeConfig takes it). */
export const REMOTES_JSON_ID = 'remotes-json';

export interface PageParts {
  /** The page a remote rendered on the server, or nothing: the browser renders it. */
  page?: RemotePage | null;
  /** remotes.json as this response's page was made with: the browser starts from it without asking. */
  config?: unknown;
  preloads?: Preload[];
}

/** A preload hint, with the CORS mode and integrity the page's own request will have, so the preload is the request it uses. */
function preloadTag({ href, as, crossOrigin, integrity, fetchPriority }: Preload): string {
  const attributes = [
    crossOrigin ? ' crossorigin="anonymous"' : '',
    integrity ? ` integrity="${escapeHtml(integrity)}"` : '',
    fetchPriority ? ` fetchpriority="${fetchPriority}"` : '',
  ];
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${attributes.join('')} />`;
}

/**
 * The page a remote rendered on the server, in the site layout's place for it (where the template
 * has its loading text), the release it rendered with named, and the responses its render got for
 * the browser's store (`<` escaped).
 */
function withServerPage(template: string, page: RemotePage | null | undefined): string {
  if (!page) return template;
  const state = { remote: page.remote, entry: page.entry, queries: page.queries, provided: page.provided };
  const slot = /<div class="boot">[^<]*<\/div>/.exec(template);
  const end = template.indexOf('</body>', slot?.index);
  if (!slot || end < 0) return template;
  // Put together from the template's pieces: the markup (most of the page) is never searched or copied again.
  return (
    template.slice(0, slot.index) +
    `<main class="boot-main" ${SERVER_RENDERED}="${escapeHtml(page.remote)}" data-release="${escapeHtml(page.manifest)}">` +
    page.html +
    '</main>' +
    template.slice(slot.index + slot[0].length, end) +
    `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>\n  ` +
    template.slice(end)
  );
}

export function pageHtml(template: string, head: PageHead, nonce: string, { page, config, preloads = [] }: PageParts = {}): string {
  // The nonce goes on the template's own scripts only, before a remote's markup is put in.
  const own = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace('</head>', () => `  ${[headTags(head), ...preloads.map(preloadTag)].join('\n    ')}\n  </head>`)
    .replace('</body>', () => (config === undefined ? '</body>' : `<script type="application/json" id="${REMOTES_JSON_ID}">${scriptJson(config)}</script>\n  </body>`));
  return withServerPage(own, page);
}
