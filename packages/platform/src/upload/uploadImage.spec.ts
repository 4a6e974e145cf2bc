import { mockFetch } from '../../jest/fetchMock';
import { setApiUrl } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { uploadImage } from '@rental/platform/upload';

const photo = () => new File(['png-bytes'], 'mixer.png', { type: 'image/png' });

describe('uploadImage (presign, then PUT)', () => {
  beforeEach(() => setApiUrl('http://localhost:3000'));

  it('presigns with the bearer token, PUTs the file with its content type and returns the public URL', async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({
      'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/abc', publicUrl: 'http://storage.test/abc.png' } },
      'PUT /put/abc': { status: 200 },
    });
    const file = photo();
    await expect(uploadImage(file, 'products')).resolves.toBe('http://storage.test/abc.png');
    const [presign, put] = network.calls;
    expect(presign.headers.get('Authorization')).toBe('Bearer tok');
    expect(presign.body).toEqual({ contentType: 'image/png', folder: 'products', size: file.size });
    expect(put.method).toBe('PUT');
    expect(put.headers.get('Content-Type')).toBe('image/png');
    expect(put.rawBody).toBe(file);
  });

  it('makes a relative upload URL absolute against the API', async () => {
    const network = mockFetch({
      'POST /api/uploads/presign': { body: { uploadUrl: '/api/uploads/local/abc?sig=1', publicUrl: 'http://localhost:3000/uploads/abc.png' } },
      'PUT /api/uploads/local/abc': { status: 204 },
    });
    await uploadImage(photo(), 'gallery');
    expect(network.calls[1].url).toBe('http://localhost:3000/api/uploads/local/abc?sig=1');
  });

  it("says 'No file selected' without a file", async () => {
    await expect(uploadImage(null, 'products').catch((err) => errorMessage(err, 'x'))).resolves.toBe('No file selected');
  });

  it("says the server's text, else 'Failed to presign upload', when presigning fails", async () => {
    mockFetch({ 'POST /api/uploads/presign': { status: 400, body: { error: 'Only images can be uploaded', statusCode: 400 } } });
    await expect(uploadImage(photo(), 'products').catch((err) => errorMessage(err, 'x'))).resolves.toBe('Only images can be uploaded');
    mockFetch({ 'POST /api/uploads/presign': { status: 500 } });
    await expect(uploadImage(photo(), 'products').catch((err) => errorMessage(err, 'x'))).resolves.toBe('Failed to presign upload');
  });

  it("says 'Failed to upload file to storage' when the PUT fails", async () => {
    mockFetch({
      'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/abc', publicUrl: 'http://storage.test/abc.png' } },
      'PUT /put/abc': { status: 403 },
    });
    await expect(uploadImage(photo(), 'products').catch((err) => errorMessage(err, 'x'))).resolves.toBe('Failed to upload file to storage');
  });

  describe('with progress (XMLHttpRequest)', () => {
    const realXhr = window.XMLHttpRequest;
    afterEach(() => {
      window.XMLHttpRequest = realXhr;
    });

    /** Storage that reports half the upload, then responds `status` with `responseText`. */
    function storageResponds(status: number, responseText: string) {
      class FakeXhr {
        upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        status = 0;
        responseText = '';
        open() {}
        setRequestHeader() {}
        send() {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
          this.status = status;
          this.responseText = responseText;
          this.onload?.();
        }
      }
      window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
      mockFetch({ 'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/abc', publicUrl: 'http://storage.test/abc.png' } } });
    }

    it('reports progress and returns the public URL', async () => {
      storageResponds(201, '');
      const progress: number[] = [];
      await expect(uploadImage(photo(), 'gallery', (p) => progress.push(p))).resolves.toBe('http://storage.test/abc.png');
      expect(progress).toEqual([0, 50, 100]);
    });

    it("says the storage's error text when it gives one, else 'Failed to upload file to storage'", async () => {
      storageResponds(403, JSON.stringify({ error: 'This upload link has expired; ask for a new one', statusCode: 403 }));
      await expect(uploadImage(photo(), 'gallery', () => undefined).catch((err) => errorMessage(err, 'x'))).resolves.toBe('This upload link has expired; ask for a new one');
      storageResponds(403, '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>');
      await expect(uploadImage(photo(), 'gallery', () => undefined).catch((err) => errorMessage(err, 'x'))).resolves.toBe('Failed to upload file to storage');
    });
  });
});
