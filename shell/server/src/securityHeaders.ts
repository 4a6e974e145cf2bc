// The headers every HTML answer of the shop carries: a Content-Security-Policy that lets scripts
// run only from the shop's own origins or with this response's nonce, and the usual companions.
import { randomBytes } from 'node:crypto';

export interface PolicyOrigins {
  /** The API: its data, and the pictures it stores (local uploads). */
  api: string[];
  /** The remotes' origins (from remotes.json): their code, styles, manifests and pictures. */
  remotes: string[];
  /** Upload storage (S3_PUBLIC_URL's origin) and anything else the shop reads pictures or data from. */
  extra?: string[];
  /** Google sign-in is configured: its script, its frame and its calls. */
  google?: boolean;
  /** Payment pages the checkout posts its form to (remotes.json `paymentFormActions`); none when the shop takes no money online. */
  paymentForms?: string[];
}

const GOOGLE = 'https://accounts.google.com';

/** 128 random bits, new for every response: an injected script cannot guess it. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Scripts: this response's nonce (the page's inline boot script) plus the shop's own origins, where
 * the boot script and the federation runtime load entries and chunks from; never inline code
 * without the nonce, never eval ('report-sample': a report shows the start of what was refused). Styles may be inline (antd writes its CSS-in-JS at run time).
 */
export function contentSecurityPolicy(nonce: string, origins: PolicyOrigins): string {
  const google = origins.google ? [GOOGLE] : [];
  const extra = origins.extra ?? [];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(`'nonce-${nonce}'`, "'report-sample'", "'self'", ...origins.remotes, ...google),
    'style-src': list("'self'", "'unsafe-inline'", ...origins.remotes, ...google),
    'img-src': list("'self'", 'data:', 'blob:', ...origins.api, ...origins.remotes, ...extra),
    'font-src': list("'self'", 'data:', ...origins.remotes),
    'connect-src': list("'self'", ...origins.api, ...origins.remotes, ...extra, ...google),
    'frame-src': google.length ? list(...google) : "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': list("'self'", ...(origins.paymentForms ?? [])),
    'frame-ancestors': "'none'",
    'report-uri': '/csp-reports',
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export function securityHeaders(nonce: string, origins: PolicyOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, origins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The back office's Scan screen reads tags with the camera; nothing else asks for a device.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
