import { useId, useState } from 'react';
import { Button } from 'antd';
import { useToast } from '@rental/platform';
import { addDays, describeDay } from '@rental/platform/dates';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/platform/money';
import type { Order } from '@rental/platform/types';
import { useExtendOrderMutation, useFreeDaysOfQuery } from '../api/bookingApi';
import { EXTENSION_WINDOW_DAYS, firstAddedDay, latestFreeEnd } from '../booking/extension';

/**
 * A later end date for a Pending or approved booking: the date input offers only days up to the
 * last one every line stays free (the server checks again, and prices the difference).
 */
export function ExtendBooking({ order, onClose }: { order: Order; onClose: () => void }) {
  const toast = useToast();
  const inputId = useId();
  const first = firstAddedDay(order);
  const keys = [...new Set(order.orderedItems.map((line) => line.product.key))];
  const free = useFreeDaysOfQuery({ keys, start: first, end: addDays(first, EXTENSION_WINDOW_DAYS) });
  const latest = free.data ? latestFreeEnd(order, free.data) : null;
  const [endingDate, setEndingDate] = useState('');
  const [extend, { isLoading }] = useExtendOrderMutation();

  const submit = async () => {
    try {
      const result = await extend({ orderId: order.orderId, endingDate }).unwrap();
      toast.success(`Booking ${order.orderId} now ends on ${describeDay(result.order.endingDate)}: ${formatMoney(result.priceDifference)} more`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to extend booking'));
    }
  };

  return (
    <div className="my-booking__extend" role="group" aria-label={`Extend ${order.orderId}`}>
      {free.isLoading ? (
        <p className="booking-muted">Checking which days are free…</p>
      ) : free.error ? (
        <p role="alert">{errorMessage(free.error, 'Could not check which days are free')}</p>
      ) : latest === null ? (
        <p role="status">The gear is booked by someone else right after your booking, so it cannot be extended.</p>
      ) : (
        <div className="my-booking__extend-field">
          <label htmlFor={inputId}>New end date</label>
          <input id={inputId} type="date" min={addDays(order.endingDate, 1)} max={latest} value={endingDate} onChange={(event) => setEndingDate(event.target.value)} />
          <span className="booking-muted">free up to {describeDay(latest)}</span>
        </div>
      )}
      <div className="my-booking__confirm-actions">
        <Button onClick={onClose} disabled={isLoading}>
          Keep dates
        </Button>
        <Button type="primary" loading={isLoading} disabled={!endingDate || latest === null || endingDate > latest || endingDate <= order.endingDate} onClick={() => void submit()}>
          Extend booking
        </Button>
      </div>
    </div>
  );
}
