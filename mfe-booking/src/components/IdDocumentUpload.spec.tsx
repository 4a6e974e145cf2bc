import { fireEvent, render, screen } from '@testing-library/react';
import { PlatformProviders, createAppStore } from '@rental/platform';
import type { Order } from '@rental/platform/types';
import { pendingOrder } from '@rental/platform/jest/fixtures';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { IdDocumentUpload } from './IdDocumentUpload';

const order = (idDocument: Order['idDocument']): Order => pendingOrder({ idDocument });

const UPLOAD_PATH = '/api/orders/ORD0007/id-document/0b6f0d5e-5c0e-4f3e-9a53-0d1c9d1f2a77.jpg';

function renderUpload(booked: Order, putStatus = 201) {
  localStorage.setItem('token', 'customer-token');
  const network = mockFetch({
    'POST /api/orders/ORD0007/id-document/upload-link': { body: { uploadUrl: `http://localhost${UPLOAD_PATH}?signature=x`, expiresAt: '2026-12-01T10:05:00.000Z' } },
    [`PUT ${UPLOAD_PATH}`]: putStatus === 201 ? { status: 201, body: { message: 'ID document received' } } : { status: putStatus, body: { error: "The file's content is not image/jpeg", statusCode: putStatus } },
  });
  render(
    <PlatformProviders store={createAppStore()}>
      <IdDocumentUpload order={booked} />
    </PlatformProviders>,
  );
  return network;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'nic.jpg', { type: 'image/jpeg' });

describe("the renter's ID document at the booking confirmation", () => {
  afterEach(() => localStorage.clear());

  it('asks for it when the shop needs one, and sends the file to the signed link', async () => {
    const network = renderUpload(order({ required: true, received: false, receivedAt: null }));
    expect(screen.getByRole('heading', { name: 'Upload your ID document' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ID document (NIC or passport)'), { target: { files: [photo()] } });
    expect(await screen.findByRole('heading', { name: 'ID document received' })).toBeInTheDocument();
    const [asked] = network.callsTo('POST', '/api/orders/ORD0007/id-document/upload-link');
    expect(asked.body).toEqual({ contentType: 'image/jpeg', size: 7 });
    expect(asked.headers.get('Authorization')).toBe('Bearer customer-token');
    const [sent] = network.callsTo('PUT', UPLOAD_PATH);
    expect(sent.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it("shows the server's refusal", async () => {
    renderUpload(order({ required: true, received: false, receivedAt: null }), 415);
    fireEvent.change(screen.getByLabelText('ID document (NIC or passport)'), { target: { files: [photo()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent("The file's content is not image/jpeg");
  });

  it('refuses other kinds of files before sending anything', () => {
    const network = renderUpload(order({ required: true, received: false, receivedAt: null }));
    fireEvent.change(screen.getByLabelText('ID document (NIC or passport)'), { target: { files: [new File(['<svg/>'], 'id.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP photo, or a PDF.');
    expect(network.calls).toHaveLength(0);
  });

  it('says it was received, and shows nothing when none is needed', () => {
    renderUpload(order({ required: true, received: true, receivedAt: '2026-12-01T10:00:00.000Z' }));
    expect(screen.getByRole('heading', { name: 'ID document received' })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderUpload(order({ required: false, received: false, receivedAt: null }));
    expect(screen.queryByText(/ID document/)).toBeNull();
  });
});
