import { useState } from 'react';
import { Alert, Button, InputNumber, Space } from 'antd';
import { useToast } from '@rental/platform';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { useAdminRecordCashMutation, useAdminRetryRefundMutation } from '../api/adminApi';

const KINDS: Record<string, string> = { rental: 'Booking in full', deposit: 'Deposit', balance: 'Balance', 'late-fee': 'Late fee', refund: 'Refund' };
const PROVIDERS: Record<string, string> = { payhere: 'PayHere', stripe: 'Stripe', cash: 'Cash' };
/** A refund's states as staff read them: the provider has it, sent it, or refused it. */
const REFUND_STATES: Record<string, string> = { pending: 'being sent', paid: 'sent', failed: 'failed' };

/**
 * The order's payments as the providers reported them, anything staff must look at
 * (money for a booking that was released), and "Take payment in cash" for what is paid at pick-up.
 */
export function OrderPayments({ order }: { order: Order }) {
  const toast = useToast();
  const payments = order.payments ?? [];
  const due = order.amountDue ?? 0;
  const open = order.status === 'Pending' || order.status === 'approved';
  const [amount, setAmount] = useState<number | null>(null);
  const [recordCash, { isLoading }] = useAdminRecordCashMutation();
  const [retryRefund, { isLoading: retrying }] = useAdminRetryRefundMutation();
  const retry = async (refundId: string) => {
    try {
      const after = await retryRefund({ orderId: order.orderId, refundId }).unwrap();
      const refund = after.payments.find((payment) => payment._id === refundId);
      if (refund?.status === 'paid') toast.success(`Refund sent on ${order.orderId}`);
      else toast.error(refund?.attention ?? 'The refund was not sent');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to retry the refund'));
    }
  };
  const record = async () => {
    try {
      await recordCash({ orderId: order.orderId, amount: amount ?? due }).unwrap();
      toast.success(`Cash payment recorded on ${order.orderId}`);
      setAmount(null);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to record the payment'));
    }
  };
  return (
    <section className="admin-order-payments" aria-labelledby={`payments-${order.orderId}`} style={{ marginTop: 16 }}>
      <h2 id={`payments-${order.orderId}`} style={{ fontSize: 15, margin: '0 0 8px' }}>
        Payments
      </h2>
      {payments
        .filter((payment) => payment.attention)
        .map((payment) => (
          <Alert key={`attention-${payment._id}`} type="warning" showIcon title={payment.attention} style={{ marginBottom: 8 }} />
        ))}
      {payments.length === 0 ? (
        <p style={{ margin: '0 0 8px' }}>Nothing paid yet: {formatMoney(due)} due at pick-up.</p>
      ) : (
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Payments, scrolls sideways">
          <table className="admin-order-lines" aria-label="Payments">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">For</th>
                <th scope="col">Via</th>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id}>
                  <td data-label="When">{formatDateTime(payment.updatedAt)}</td>
                  <td data-label="For">{KINDS[payment.kind] ?? payment.kind}</td>
                  <td data-label="Via">{PROVIDERS[payment.provider] ?? payment.provider}</td>
                  <td data-label="Status">
                    {payment.kind === 'refund' ? (REFUND_STATES[payment.status] ?? payment.status) : payment.status}
                    {payment.kind === 'refund' && payment.status === 'failed' && (
                      <Button size="small" loading={retrying} onClick={() => void retry(payment._id)} style={{ marginLeft: 8 }} aria-label={`Retry refund of ${formatMoney(payment.amount)}`}>
                        Retry
                      </Button>
                    )}
                  </td>
                  <td data-label="Amount">{formatMoney(payment.amount)}</td>
                  <td data-label="Reference">{payment.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && due > 0 && (
        <Space wrap style={{ marginTop: 8 }}>
          <InputNumber
            aria-label="Cash received (Rs)"
            min={0.01}
            max={due}
            step={100}
            precision={2}
            value={amount ?? due}
            onChange={(value) => setAmount(value)}
            prefix="Rs"
            style={{ width: 180 }}
          />
          <Button loading={isLoading} onClick={() => void record()}>
            Take payment in cash
          </Button>
        </Space>
      )}
    </section>
  );
}
