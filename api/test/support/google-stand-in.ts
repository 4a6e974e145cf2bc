import { createServer, type Server } from 'node:http';
import { freePort } from './test-app.js';

/** The OAuth client id the API is configured with in these tests. */
export const GOOGLE_CLIENT_ID = 'rental-shop.apps.googleusercontent.com';

/** What Google responds for one access token: tokeninfo's fields and userinfo's profile. */
export interface GoogleAccount {
  info: Record<string, unknown>;
  profile: Record<string, unknown>;
}

/** A token issued to this shop for a verified address, as Google's tokeninfo returns it. */
export const googleAccount = (email: string, profile: Record<string, unknown> = {}): GoogleAccount => ({
  info: { aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID, email, email_verified: 'true', expires_in: '3599' },
  profile,
});

/**
 * A local stand-in for Google's tokeninfo and userinfo endpoints, started before the file's tests
 * and stopped after them. `env()` is what the API needs to sign in through it; `seen` lists the
 * paths it was asked for.
 */
export function useGoogleStandIn(tokens: Record<string, GoogleAccount>) {
  let server: Server;
  let port = 0;
  const seen: string[] = [];
  beforeAll(async () => {
    port = await freePort();
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://google.test');
      seen.push(url.pathname);
      const token = url.pathname === '/oauth2/v3/tokeninfo' ? url.searchParams.get('access_token') : req.headers.authorization?.replace(/^Bearer /, '');
      const known = token ? tokens[token] : undefined;
      res.setHeader('Content-Type', 'application/json');
      if (!known) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'invalid_token', error_description: 'Invalid Value' }));
        return;
      }
      res.end(JSON.stringify(url.pathname === '/oauth2/v3/tokeninfo' ? known.info : known.profile));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    seen,
    env: () => ({ GOOGLE_CLIENT_ID, GOOGLE_API_URL: `http://127.0.0.1:${port}` }),
  };
}
