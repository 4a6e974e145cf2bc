import { useState } from 'react';
import type { Order } from '@rental/platform/types';
import { errorMessage } from '@rental/platform/errors';
import { useIdDocumentUploadLinkMutation } from '../api/bookingApi';

/** What the shop takes as an ID document, as the API checks it. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Asks for the renter's ID document (NIC or passport) when the shop needs one for this order: a
 * signed link from the API, then the file PUT to it. Shows that it was received, never where it is.
 */
export function IdDocumentUpload({ order }: { order: Order }) {
  const [askLink] = useIdDocumentUploadLinkMutation();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'received' } | { kind: 'failed'; message: string }>({ kind: order.idDocument?.received ? 'received' : 'idle' });
  if (!order.idDocument?.required) return null;

  const send = async (file: File) => {
    if (!ACCEPTED.includes(file.type)) return setState({ kind: 'failed', message: 'Please choose a JPEG, PNG or WebP photo, or a PDF.' });
    if (file.size > MAX_BYTES) return setState({ kind: 'failed', message: 'The file is larger than 10 MB; please choose a smaller photo or scan.' });
    setState({ kind: 'sending' });
    try {
      const { uploadUrl } = await askLink({ orderId: order.orderId, contentType: file.type, size: file.size }).unwrap();
      const answer = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => ({}))) as { error?: string };
        return setState({ kind: 'failed', message: body.error ?? 'The ID document could not be sent; please try again.' });
      }
      setState({ kind: 'received' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'The ID document could not be sent; please try again.') });
    }
  };

  return (
    <div className="booking-confirmation__id-document" aria-labelledby={`id-document-${order.orderId}`}>
      <h3 id={`id-document-${order.orderId}`}>{state.kind === 'received' ? 'ID document received' : 'Upload your ID document'}</h3>
      <p>
        {state.kind === 'received'
          ? 'Thank you. Only the shop staff can see it, and it is deleted after the rental. You may send another to replace it.'
          : 'The shop needs a photo or scan of your NIC or passport for this booking (JPEG, PNG, WebP or PDF, at most 10 MB). Only the shop staff can see it, and it is deleted after the rental.'}
      </p>
      <label>
        {state.kind === 'received' ? 'Replace the ID document' : 'ID document (NIC or passport)'}{' '}
        <input
          type="file"
          accept={ACCEPTED.join(',')}
          disabled={state.kind === 'sending'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </label>
      {state.kind === 'sending' && <p role="status">Sending…</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}
