// Google Identity Services, loaded only when a visitor presses the Google button: no npm package,
// no script on the page for anyone who does not use it.

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface TokenClient {
  requestAccessToken: () => void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient: (config: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback?: (error: { type?: string; message?: string }) => void;
      }) => TokenClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | undefined;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => (window.google?.accounts?.oauth2 ? resolve(window.google) : reject(new Error('Google Identity Services missing')));
    script.onerror = () => reject(new Error('Google Identity Services failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // let the next click try again
    throw error;
  });
  return loading;
}

/** The visitor closed the popup: not an error worth a toast. */
export class GoogleSignInCancelled extends Error {}

/** Opens Google's consent popup and resolves with an access token for POST /api/users/google. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) =>
        response.access_token ? resolve(response.access_token) : reject(new Error(response.error ?? 'No access token')),
      error_callback: (error) =>
        reject(error.type === 'popup_closed' ? new GoogleSignInCancelled() : new Error(error.message ?? error.type ?? 'Google error')),
    });
    client.requestAccessToken();
  });
}
