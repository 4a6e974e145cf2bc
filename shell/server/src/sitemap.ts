// robots.txt and the sitemap: every page a search engine should know, every visible product.
// Past `pageSize` addresses (50,000 by the sitemaps protocol) /sitemap.xml becomes an index of
// /sitemap-1.xml, /sitemap-2.xml, ...

export const SITEMAP_LIMIT = 50_000;
const PUBLIC_PAGES = ['/', '/items', '/gallery', '/about', '/contact'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /booking', 'Disallow: /account', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** Every address of the sitemap, in order: the public pages, then each product. */
export function sitemapAddresses(siteUrl: string, productKeys: readonly string[]): string[] {
  return [...PUBLIC_PAGES.map((path) => siteUrl + path), ...productKeys.map((key) => `${siteUrl}/product/${encodeURIComponent(key)}`)];
}

/** /sitemap.xml (page 0) or /sitemap-N.xml; undefined for a page that does not exist. */
export function sitemapXml(siteUrl: string, addresses: readonly string[], page: number, pageSize = SITEMAP_LIMIT): string | undefined {
  const pages = Math.max(1, Math.ceil(addresses.length / pageSize));
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (page === 0 && pages > 1) {
    const entries = Array.from({ length: pages }, (_, i) => `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  if (page > pages || (page > 0 && pages === 1)) return undefined;
  const slice = page === 0 ? addresses : addresses.slice((page - 1) * pageSize, page * pageSize);
  const entries = slice.map((address) => `  <url><loc>${escapeXml(address)}</loc></url>`);
  return `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
