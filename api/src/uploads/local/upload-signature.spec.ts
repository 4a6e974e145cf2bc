import { createHmac } from 'node:crypto';
import { checkUploadLink, signUploadGrant, type UploadGrant, uploadLinkQuery } from './upload-signature.js';

const SECRET = 'a-jwt-secret-that-is-long-enough-for-the-test';
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const grant: UploadGrant = { path: '/uploads/gallery/0b6f0d5e-5c0e-4f3e-9a53-0d1c9d1f2a77.png', contentType: 'image/png', expires: NOW / 1000 + 300, maxBytes: 10 * 1024 * 1024 };
const query = (link: string) => Object.fromEntries(new URLSearchParams(link));

describe('upload link signatures', () => {
  it('accepts the link it signed, on the path it was signed for', () => {
    expect(checkUploadLink(SECRET, grant.path, query(uploadLinkQuery(SECRET, grant)), NOW)).toEqual({ ok: true, grant });
  });

  it.each([
    ['another path', { path: grant.path.replace('gallery', 'products') }],
    ['another type', { contentType: 'image/jpeg' }],
    ['a later expiry', { expires: grant.expires + 3600 }],
    ['a larger size', { maxBytes: grant.maxBytes * 2 }],
  ])('refuses a link whose signature was made for %s', (_case, change) => {
    const signed = query(uploadLinkQuery(SECRET, grant));
    const tampered = { ...grant, ...change };
    const asked = { type: tampered.contentType, expires: String(tampered.expires), max: String(tampered.maxBytes), signature: signed.signature };
    expect(checkUploadLink(SECRET, tampered.path, asked, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a link signed with another secret', () => {
    expect(checkUploadLink(SECRET, grant.path, query(uploadLinkQuery('another-secret', grant)), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says expired only for a genuine link whose time has passed', () => {
    expect(checkUploadLink(SECRET, grant.path, query(uploadLinkQuery(SECRET, grant)), NOW + 301_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([{}, { type: 'image/png' }, { type: ['image/png'], expires: '1', max: '1', signature: 'x' }, { type: 'image/png', expires: '1e9', max: '1', signature: 'x' }])(
    'refuses a malformed query %j',
    (asked) => {
      expect(checkUploadLink(SECRET, grant.path, asked, NOW)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('derives its key from the secret instead of signing with the secret itself', () => {
    const withRawSecret = createHmac('sha256', SECRET).update(['PUT', grant.path, grant.contentType, grant.expires, grant.maxBytes].join('\n')).digest('base64url');
    expect(signUploadGrant(SECRET, grant)).not.toBe(withRawSecret);
  });

  it('signs the account that asked for the link: changing or dropping it voids the link', () => {
    const byStaff: UploadGrant = { path: '/api/orders/ORD0042/id-document/a.jpg', contentType: 'image/jpeg', expires: NOW / 1000 + 300, maxBytes: 100, exact: true, by: 7 };
    const signed = query(uploadLinkQuery(SECRET, byStaff));
    expect(signed.by).toBe('7');
    expect(checkUploadLink(SECRET, byStaff.path, signed, NOW)).toEqual({ ok: true, grant: byStaff });
    expect(checkUploadLink(SECRET, byStaff.path, { ...signed, by: '1' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const { by: _by, ...dropped } = signed;
    expect(checkUploadLink(SECRET, byStaff.path, dropped, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUploadLink(SECRET, byStaff.path, { ...signed, by: 'staff' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
