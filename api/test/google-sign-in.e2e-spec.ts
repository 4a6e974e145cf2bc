import { GOOGLE_CLIENT_ID as CLIENT_ID, type GoogleAccount, useGoogleStandIn } from './support/google-stand-in.js';
import { EMAILS, useTestApp } from './support/test-app.js';

/** Stands in for Google's tokeninfo and userinfo endpoints, responding as Google does for each token. */
const googleTokens: Record<string, GoogleAccount> = {
  'valid-token': {
    info: { aud: CLIENT_ID, azp: CLIENT_ID, email: 'Gina.Google@Gmail.com', email_verified: 'true', expires_in: '3599' },
    profile: { given_name: 'Gina', family_name: 'Google', picture: 'https://lh3.example/photo.jpg' },
  },
  'other-client-token': { info: { aud: 'someone-else.apps.googleusercontent.com', email: 'x@gmail.com', email_verified: 'true' }, profile: {} },
  'unverified-token': { info: { aud: CLIENT_ID, email: 'unverified@gmail.com', email_verified: 'false' }, profile: {} },
  'blocked-user-token': { info: { aud: CLIENT_ID, email: EMAILS.blocked, email_verified: 'true' }, profile: { given_name: 'Bo' } },
};

const google = useGoogleStandIn(googleTokens);
const seen = google.seen;

describe('Google sign-in against a local stand-in for Google', () => {
  const t = useTestApp(() => google.env());

  it('creates the customer on first sign-in and signs the same account in afterwards', async () => {
    const first = await t().http.post('/api/users/google').send({ accessToken: 'valid-token' }).expect(200);
    expect(first.body.user).toMatchObject({ email: 'gina.google@gmail.com', firstName: 'Gina', lastName: 'Google', role: 'customer', profilePicture: 'https://lh3.example/photo.jpg' });
    const second = await t().http.post('/api/users/google').send({ accessToken: 'valid-token' }).expect(200);
    expect(second.body.user._id).toBe(first.body.user._id);
    await t().http.get('/api/users/').set('Authorization', `Bearer ${second.body.token}`).expect(200);
    expect(seen).toEqual(expect.arrayContaining(['/oauth2/v3/tokeninfo', '/oauth2/v3/userinfo']));
  });

  it('refuses a token issued to another client id', async () => {
    const res = await t().http.post('/api/users/google').send({ accessToken: 'other-client-token' }).expect(401);
    expect(res.body.error).toBe('Google sign-in failed: the token was not issued to this application.');
  });

  it('refuses an unverified Google e-mail and creates no account', async () => {
    const res = await t().http.post('/api/users/google').send({ accessToken: 'unverified-token' }).expect(401);
    expect(res.body.error).toBe('Google sign-in failed: your Google e-mail address is not verified.');
    const all = await t().http.get('/api/users/all').set(t().auth('admin')).expect(200);
    expect(all.body.map((u: { email: string }) => u.email)).not.toContain('unverified@gmail.com');
  });

  it('refuses a blocked user', async () => {
    const res = await t().http.post('/api/users/google').send({ accessToken: 'blocked-user-token' }).expect(403);
    expect(res.body.error).toBe('Your account has been blocked. Please contact support.');
  });

  it('refuses a token Google does not recognise, and a missing token', async () => {
    const res = await t().http.post('/api/users/google').send({ accessToken: 'made-up' }).expect(401);
    expect(res.body.error).toBe('Google sign-in failed: the access token is invalid or has expired.');
    await t().http.post('/api/users/google').send({}).expect(400);
  });
});
