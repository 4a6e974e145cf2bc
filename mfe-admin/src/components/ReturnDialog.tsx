import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { type OrderUnits, useAdminOrderUnitsQuery } from '../api/unitsApi';
import type { DepositRefund } from './OrderDetailDialog';

/** One thing to check off at the counter: a tagged unit, or a number of units without tags. */
interface ReturnItem {
  id: string;
  label: string;
  /** A tagged unit's tag, which a scan ticks. */
  tag?: string;
}

/**
 * What came back should be on the counter: every tagged unit still out, the units of tracked
 * products that went out without tags, and the lines of products without tags (their quantity).
 */
export function returnChecklist(order: Order, units: OrderUnits | undefined): ReturnItem[] {
  const items: ReturnItem[] = [];
  const tracked = new Set<string>();
  for (const line of units?.lines ?? []) {
    tracked.add(line.lineKey);
    for (const unit of line.units) if (!unit.returnedAt) items.push({ id: `tag:${unit.tag}`, label: `${unit.tag}: ${line.name}`, tag: unit.tag });
    const untagged = line.needed - line.units.length;
    if (untagged > 0) items.push({ id: `untagged:${line.lineKey}/${line.key}`, label: `${untagged} × ${line.name} without tags` });
  }
  for (const line of order.orderedItems) {
    if (!tracked.has(line.product.key)) items.push({ id: `line:${line.product.key}`, label: `${line.quantity} × ${line.product.name}` });
  }
  return items;
}

/** Tagged units already recorded as back one by one (the Units panel): listed, nothing to tick. */
const alreadyBack = (units: OrderUnits | undefined) => (units?.lines ?? []).flatMap((line) => line.units.filter((unit) => unit.returnedAt).map((unit) => `${unit.tag}: ${line.name}`));

/**
 * Records a return after staff have checked what came back: each unit is ticked (or its tag
 * scanned: a scanner types it and presses Enter), then the deposit to give back. Confirm stays off
 * until everything is ticked; a unit still missing is recorded as back with the Units panel when it
 * comes in, and the order returned then.
 */
export function ReturnDialog({ order, saving, error, onConfirm, onCancel }: { order: Order; saving: boolean; error?: string | null; onConfirm: (refund: DepositRefund) => void; onCancel: () => void }) {
  const units = useAdminOrderUnitsQuery(order.orderId);
  const items = returnChecklist(order, units.data);
  const back = alreadyBack(units.data);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const deposit = order.deposit ?? 0;
  const [refunded, setRefunded] = useState(String(deposit));
  const [reason, setReason] = useState('');
  const amount = Number(refunded.trim());
  const valid = refunded.trim() !== '' && Number.isFinite(amount) && amount >= 0 && amount <= deposit;
  const partial = valid && amount < deposit;
  const allTicked = items.every((item) => ticked.has(item.id));
  const waiting = units.isLoading;

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const scanned = () => {
    const typed = scan.trim().toUpperCase();
    if (!typed) return;
    const item = items.find((candidate) => candidate.tag?.toUpperCase() === typed);
    if (item) {
      toggle(item.id, true);
      setScanError(null);
    } else setScanError(`${typed} is not out with ${order.orderId}`);
    setScan('');
  };
  const confirm = () => onConfirm(deposit > 0 ? { depositRefunded: amount, ...(partial ? { depositRefundReason: reason.trim() } : {}) } : {});

  return (
    <Modal
      open
      title={`Return of ${order.orderId}`}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" loading={saving} disabled={saving || waiting || !allTicked || !valid || (partial && !reason.trim())} onClick={confirm}>
          Confirm return
        </Button>,
      ]}
    >
      {error && <Alert style={{ marginBottom: 12 }} type="error" showIcon title={error} />}
      <p>Tick each item as you check it back in, or scan its tag. The order is returned when everything is here.</p>
      <fieldset className="admin-return-list" aria-label="Items coming back">
        <legend>
          {items.filter((item) => ticked.has(item.id)).length} of {items.length} checked
        </legend>
        {items.map((item) => (
          <label key={item.id} className="admin-return-item">
            <input type="checkbox" checked={ticked.has(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />
            <span>{item.label}</span>
          </label>
        ))}
        {back.map((label) => (
          <div key={label} className="admin-return-item admin-return-item--back">
            {label}: already back
          </div>
        ))}
      </fieldset>
      {items.some((item) => item.tag) && (
        <Input
          aria-label="Scan a tag that is back"
          placeholder="Scan or type a tag"
          value={scan}
          autoComplete="off"
          onChange={(event) => setScan(event.target.value)}
          onPressEnter={scanned}
          style={{ maxWidth: 320, marginTop: 8 }}
        />
      )}
      {scanError && <Alert style={{ marginTop: 8 }} type="error" showIcon title={scanError} />}
      {order.daysOverdue ? (
        <p className="admin-order-lifecycle__pending" style={{ marginTop: 12 }}>
          {order.daysOverdue} day{order.daysOverdue === 1 ? '' : 's'} late: a late fee is charged at return
        </p>
      ) : null}
      {deposit > 0 && (
        <div className="admin-order-return">
          <label>
            Deposit refunded (Rs, of {formatMoney(deposit)})
            <Input value={refunded} onChange={(event) => setRefunded(event.target.value)} inputMode="decimal" status={valid ? undefined : 'error'} />
          </label>
          {partial && (
            <label>
              Reason for keeping part of the deposit
              <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. cracked grille" maxLength={500} />
            </label>
          )}
        </div>
      )}
    </Modal>
  );
}
