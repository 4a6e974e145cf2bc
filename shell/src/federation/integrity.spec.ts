import { createHash } from 'node:crypto';
import { IntegrityError, checkManifest, scriptIntegrity, forgetPins, pinRemote, readPin, sha384 } from './integrity';

const MANIFEST_URL = 'https://catalog.shop.example/releases/1.0.0-abc/mf-manifest.json';
const manifest = JSON.stringify({ name: 'mfe_catalog', metaData: { remoteEntry: { name: 'remoteEntry.0123abcd.js', path: '' } } });
const digestOf = (text: string) => `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;

afterEach(() => forgetPins());

describe('the chain of trust for remote code', () => {
  it("computes the Subresource Integrity form of a text's SHA-384, as openssl and the release command do", async () => {
    expect(await sha384(manifest)).toBe(digestOf(manifest));
    expect(await sha384('Rs 1500.00 ✓')).toBe(digestOf('Rs 1500.00 ✓'));
  });

  it('accepts the pinned manifest, refuses one changed by a single byte, and checks nothing for an unpinned remote', async () => {
    pinRemote(MANIFEST_URL, { manifest: digestOf(manifest), entry: digestOf('entry') });
    await expect(checkManifest(MANIFEST_URL, manifest)).resolves.toBeUndefined();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tampered = manifest.replace('mfe_catalog', 'mfe_catalox');
    await expect(checkManifest(MANIFEST_URL, tampered)).rejects.toBeInstanceOf(IntegrityError);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`refused ${MANIFEST_URL}`));
    error.mockRestore();
    await expect(checkManifest('https://other.example/mf-manifest.json', tampered)).resolves.toBeUndefined();
  });

  it("gives the pinned digest to the manifest's entry file only, never to a chunk it lists no digest for or a script of another origin", async () => {
    pinRemote(MANIFEST_URL, { manifest: digestOf(manifest), entry: digestOf('entry') });
    await checkManifest(MANIFEST_URL, manifest);
    const base = 'https://catalog.shop.example/releases/1.0.0-abc/';
    expect(scriptIntegrity(`${base}remoteEntry.0123abcd.js`)).toBe(digestOf('entry'));
    expect(scriptIntegrity(`${base}__federation_expose_App.1234abcd.js`)).toBeUndefined();
    expect(scriptIntegrity('https://gallery.shop.example/remoteEntry.0123abcd.js')).toBeUndefined();
  });

  it("gives a chunk the digest its verified manifest lists, at the manifest's origin only; an unpinned manifest's list counts for nothing", async () => {
    const chunk = digestOf('chunk');
    const withDigests = JSON.stringify({ name: 'mfe_catalog', metaData: { remoteEntry: { name: 'remoteEntry.0123abcd.js' }, integrity: { '__federation_expose_App.1234abcd.js': chunk, 'bad.js': 'md5-x' } } });
    const base = 'https://catalog.shop.example/releases/1.0.0-abc/';
    pinRemote(MANIFEST_URL, { entry: digestOf('entry') });
    await checkManifest(MANIFEST_URL, withDigests);
    expect(scriptIntegrity(`${base}__federation_expose_App.1234abcd.js`)).toBeUndefined();
    pinRemote(MANIFEST_URL, { manifest: digestOf(withDigests), entry: digestOf('entry') });
    await checkManifest(MANIFEST_URL, withDigests);
    expect(scriptIntegrity(`${base}__federation_expose_App.1234abcd.js`)).toBe(chunk);
    expect(scriptIntegrity(`${base}bad.js`)).toBeUndefined();
    expect(scriptIntegrity('https://gallery.shop.example/__federation_expose_App.1234abcd.js')).toBeUndefined();
  });

  it('reads only well-formed SHA-384 digests from remotes.json', () => {
    const good = digestOf('x');
    expect(readPin({ manifest: good, entry: good })).toEqual({ manifest: good, entry: good });
    expect(readPin({ manifest: 'sha256-abc', entry: good })).toEqual({ entry: good });
    expect(readPin({ manifest: 'md5-x' })).toBeUndefined();
    expect(readPin('sha384-x')).toBeUndefined();
    expect(readPin(undefined)).toBeUndefined();
  });
});
