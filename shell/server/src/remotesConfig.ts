// remotes.json as the shell server hands it to the browser: only remotes at addresses it accepts.
// A remote's code runs on the shop's pages with the visitor's session, so an entry that points
// anywhere else (another scheme, an origin not on the list) is left out and said so at start.

export interface RemoteEntry {
  manifest: string;
  adminOnly?: boolean;
  paths?: string[];
  [flag: string]: unknown;
}

export interface RemotesConfig {
  apiUrl?: string;
  googleClientId?: string;
  /** Where the checkout may post its payment form (the provider's checkout page, e.g. https://www.payhere.lk/pay/checkout): set only when online payment is. */
  paymentFormActions?: string[];
  remotes: Record<string, string | RemoteEntry>;
  [field: string]: unknown;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; plain http only for this machine (development and the tests' sites). */
export function isAcceptedAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

export const manifestOf = (entry: string | RemoteEntry): string | undefined =>
  typeof entry === 'string' ? entry : typeof entry?.manifest === 'string' ? entry.manifest : undefined;

/**
 * The remotes this server will let pages load: each manifest over an accepted address and, when
 * `allowedOrigins` is given (REMOTE_ORIGINS), at one of those origins. Returns what was refused, with why.
 */
export function acceptRemotes(config: RemotesConfig, allowedOrigins?: readonly string[]): { config: RemotesConfig; refused: string[] } {
  const remotes: RemotesConfig['remotes'] = {};
  const refused: string[] = [];
  for (const [name, entry] of Object.entries(config.remotes ?? {})) {
    const manifest = manifestOf(entry);
    if (!manifest || !isAcceptedAddress(manifest)) {
      refused.push(`${name}: ${manifest ?? 'no manifest address'} is not https (http is accepted only for localhost)`);
      continue;
    }
    if (allowedOrigins && !allowedOrigins.includes(new URL(manifest).origin)) {
      refused.push(`${name}: ${new URL(manifest).origin} is not one of REMOTE_ORIGINS`);
      continue;
    }
    remotes[name] = entry;
  }
  return { config: { ...config, remotes }, refused };
}

/** The origins a page of the shop may load code, styles, pictures and data from, besides its own. */
export function trustedOrigins(config: RemotesConfig): { api: string[]; remotes: string[] } {
  const origin = (address: string | undefined) => {
    try {
      return address ? [new URL(address).origin] : [];
    } catch {
      return [];
    }
  };
  const remotes = Object.values(config.remotes).flatMap((entry) => origin(manifestOf(entry)));
  return { api: origin(config.apiUrl), remotes: [...new Set(remotes)] };
}

/** The origins of the payment pages the checkout may post to: https ones (http only on this machine), from remotes.json. */
export function paymentFormOrigins(config: RemotesConfig): string[] {
  const listed = Array.isArray(config.paymentFormActions) ? config.paymentFormActions : [];
  return [...new Set(listed.filter((address): address is string => typeof address === 'string' && isAcceptedAddress(address)).map((address) => new URL(address).origin))];
}
