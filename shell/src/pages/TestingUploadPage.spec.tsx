/** @jest-environment @rental/platform/jest/environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import TestingUploadPage from './TestingUploadPage';
import { renderPage } from './test/renderPage';

const photo = () => new File(['png-bytes'], 'moving-head.png', { type: 'image/png' });
const presigned = { uploadUrl: 'http://storage.test/put/abc', publicUrl: 'http://storage.test/products/abc.png' };

describe('TestingUploadPage (/testing)', () => {
  beforeEach(() => localStorage.clear());

  it('accepts images only', () => {
    renderPage(<TestingUploadPage />, { path: '/testing' });
    expect(screen.getByLabelText('Image file')).toHaveAttribute('accept', 'image/*');
  });

  it("says 'No file selected' when nothing was picked", async () => {
    const network = mockFetch();
    renderPage(<TestingUploadPage />, { path: '/testing' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('presigns with the bearer token, PUTs the file and shows the public URL and the image', async () => {
    localStorage.setItem('token', 'admin-token');
    const network = mockFetch({ 'POST /api/uploads/presign': { body: presigned }, 'PUT /put/abc': { status: 200 } });
    renderPage(<TestingUploadPage />, { path: '/testing' });
    const events = userEvent.setup();
    await events.upload(screen.getByLabelText('Image file'), photo());
    await events.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByRole('link', { name: presigned.publicUrl })).toHaveAttribute('href', presigned.publicUrl);
    expect(screen.getByRole('img', { name: 'Uploaded' })).toHaveAttribute('src', presigned.publicUrl);
    const presign = network.callsTo('POST', '/api/uploads/presign')[0];
    expect(presign.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(presign.body).toEqual({ contentType: 'image/png', folder: 'products', size: photo().size });
    expect(network.callsTo('PUT', '/put/abc')[0].headers.get('Content-Type')).toBe('image/png');
  });

  it("shows the server's text when presigning is refused, else 'Failed to presign upload'", async () => {
    mockFetch({ 'POST /api/uploads/presign': { status: 401, body: { error: 'Unauthorized', statusCode: 401 } } });
    const { unmount } = renderPage(<TestingUploadPage />, { path: '/testing' });
    let events = userEvent.setup();
    await events.upload(screen.getByLabelText('Image file'), photo());
    await events.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    unmount();

    mockFetch({ 'POST /api/uploads/presign': { status: 500 } });
    renderPage(<TestingUploadPage />, { path: '/testing' });
    events = userEvent.setup();
    await events.upload(screen.getByLabelText('Image file'), photo());
    await events.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Failed to presign upload')).toBeInTheDocument();
  });

  it("says 'Failed to upload file to storage' when the storage refuses the file", async () => {
    mockFetch({ 'POST /api/uploads/presign': { body: presigned }, 'PUT /put/abc': { status: 403 } });
    renderPage(<TestingUploadPage />, { path: '/testing' });
    const events = userEvent.setup();
    await events.upload(screen.getByLabelText('Image file'), photo());
    await events.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Failed to upload file to storage')).toBeInTheDocument();
  });
});
