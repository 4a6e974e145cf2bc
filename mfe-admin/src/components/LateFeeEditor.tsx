import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { useAdminSetLateFeeMutation } from '../api/adminApi';

/** A late fee as typed: rupees, at most 2 decimals, not negative. */
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Waives or changes the late fee of a returned order. The reason is required (it goes to the audit
 * trail); the server works out the tax, the total and what is due, and the dialog shows its response.
 */
export function LateFeeEditor({ order }: { order: Order }) {
  const [setLateFee, { isLoading: saving }] = useAdminSetLateFeeMutation();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('0');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.returnedAt) return null;
  const typed = amount.trim();
  const amountProblem = typed === '' ? 'Enter the late fee in rupees (0 waives it)' : !AMOUNT.test(typed) ? 'Enter rupees, like 250 or 250.50, not below 0' : null;
  const reasonProblem = reason.trim() ? null : 'Say why the fee is waived or changed';
  const start = () => {
    setAmount('0');
    setReason('');
    setFailure(null);
    setEditing(true);
  };
  const save = async () => {
    if (amountProblem || reasonProblem) return;
    setFailure(null);
    try {
      await setLateFee({ orderId: order.orderId, lateFee: Number(typed), reason: reason.trim() }).unwrap();
      setEditing(false);
    } catch (problem) {
      setFailure(errorMessage(problem, 'The late fee could not be changed'));
    }
  };
  if (!editing)
    return (
      <div className="admin-late-fee">
        <Button onClick={start}>{order.lateFee ? 'Waive or change late fee…' : 'Change late fee…'}</Button>
      </div>
    );
  return (
    <section className="admin-late-fee admin-late-fee--editing" aria-label="Change late fee">
      <p>
        Late fee now: <strong>{formatMoney(order.lateFee ?? 0)}</strong> before tax. Enter 0 to waive it; the tax, the total and what is due are worked out again.
      </p>
      <label htmlFor={`late-fee-${order.orderId}`}>New late fee (Rs)</label>
      <Input
        id={`late-fee-${order.orderId}`}
        inputMode="decimal"
        value={amount}
        status={amountProblem ? 'error' : undefined}
        aria-invalid={!!amountProblem}
        aria-describedby={amountProblem ? `late-fee-${order.orderId}-error` : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      {amountProblem && (
        <div id={`late-fee-${order.orderId}-error`} className="admin-field-error" role="alert">
          {amountProblem}
        </div>
      )}
      <label htmlFor={`late-fee-reason-${order.orderId}`}>Reason</label>
      <Input.TextArea id={`late-fee-reason-${order.orderId}`} value={reason} maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(event) => setReason(event.target.value)} />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
      <div className="admin-late-fee__actions">
        <Button onClick={() => setEditing(false)}>Cancel</Button>
        <Button type="primary" loading={saving} disabled={!!amountProblem || !!reasonProblem} onClick={() => void save()}>
          {typed && Number(typed) === 0 ? 'Waive late fee' : 'Save late fee'}
        </Button>
      </div>
    </section>
  );
}
