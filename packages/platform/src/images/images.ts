// The product logo (a speaker cone under a spotlight beam) in the theme's navy and amber, inline so the
// placeholder never needs a request and never breaks.
const LOGO_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>" +
  "<rect width='120' height='120' rx='16' fill='#101a33'/>" +
  "<path d='M60 8 L92 52 H28 Z' fill='#f5a623' opacity='.35'/>" +
  "<circle cx='60' cy='76' r='30' fill='none' stroke='#f5a623' stroke-width='6'/>" +
  "<circle cx='60' cy='76' r='12' fill='#f5a623'/>" +
  '</svg>';

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;

/**
 * Older records store addresses with the API host prefixed twice, e.g.
 * 'http://localhost:3000http://localhost:3000/x.png' or 'http://a/http://b/x.png': keep the last
 * absolute URL in the string.
 */
export function repairImageUrl(url: string | null | undefined): string {
  if (!url) return '';
  const trimmed = url.trim();
  const starts = [...trimmed.matchAll(/https?:\/\//gi)].map((match) => match.index ?? 0);
  return starts.length > 1 ? trimmed.slice(starts[starts.length - 1]) : trimmed;
}

type ImageSource = { image?: string[] | string | null; images?: string[] | string | null } | null | undefined;

/** The first usable picture of a product, whichever field it came in, or the logo placeholder. */
export function productImages(product: ImageSource): string[] {
  const raw = product?.image ?? product?.images ?? [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map(repairImageUrl).filter(Boolean);
}

export function productImage(product: ImageSource): string {
  return productImages(product)[0] ?? PLACEHOLDER_IMAGE;
}
