import { useState } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { useAdminAddOrderNoteMutation, useAdminOrderNotesQuery } from '../api/adminApi';

const MAX_NOTE = 2000;

/** Staff's notes on an order, oldest first with author and time, and a box to add one (staff and admins). */
export function OrderNotesPanel({ orderId }: { orderId: string }) {
  const { data: notes, error, isLoading } = useAdminOrderNotesQuery(orderId);
  const [addNote, { isLoading: saving }] = useAdminAddOrderNoteMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = text.trim();
  const save = async () => {
    if (!trimmed || saving) return;
    setFailure(null);
    try {
      await addNote({ orderId, text: trimmed }).unwrap();
      setText('');
    } catch (problem) {
      setFailure(errorMessage(problem, 'The note could not be saved'));
    }
  };
  return (
    <section className="admin-order-notes" aria-label="Notes">
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        Notes
      </Typography.Title>
      {isLoading ? (
        <Typography.Text type="secondary">Loading the notes…</Typography.Text>
      ) : error ? (
        <Typography.Text type="secondary">The notes are not available right now.</Typography.Text>
      ) : !notes?.length ? (
        <Typography.Text type="secondary">No notes yet.</Typography.Text>
      ) : (
        <ol className="admin-order-notes__list">
          {notes.map((note) => (
            <li key={note._id}>
              <div className="admin-order-notes__meta">
                <strong>{note.author}</strong> <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </div>
              <div className="admin-order-notes__text">{note.text}</div>
            </li>
          ))}
        </ol>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
      <label htmlFor={`note-${orderId}`} className="admin-order-notes__label">
        Add a note
      </label>
      <Input.TextArea
        id={`note-${orderId}`}
        value={text}
        maxLength={MAX_NOTE}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="A call with the customer, a scratch on a speaker…"
        onChange={(event) => setText(event.target.value)}
      />
      <Button style={{ marginTop: 8 }} loading={saving} disabled={!trimmed} onClick={() => void save()}>
        Add note
      </Button>
    </section>
  );
}
