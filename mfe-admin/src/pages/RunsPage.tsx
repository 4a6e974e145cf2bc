import { useId, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { formatDateTime, today } from '@rental/money-days/days';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import type { RunStop } from '@rental/platform/types';
import { useAdminMarkPickedUpMutation, useAdminMarkReturnedMutation } from '../api/adminApi';
import { useDownloadRunSheetMutation, useRunsOfDayQuery } from '../api/deliveryApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { PageTitle } from '../components/PageTitle';

type Row = RunStop & { rowKey: string };

/**
 * /admin/runs: the day's deliveries and collections in time order, for staff, with the driver's run
 * sheet (PDF). Done is the order's own step: a delivery is its pick-up, a collection its return
 * (the whole deposit back; to keep part of it, return the order from its dialog on the Orders screen).
 */
export default function RunsPage() {
  const [date, setDate] = useState(today());
  const dateId = useId();
  const toast = useToast();
  const { data, error, isFetching, refetch } = useRunsOfDayQuery(date, { skip: !/^\d{4}-\d{2}-\d{2}$/.test(date) });
  const [pickUp, pickingUp] = useAdminMarkPickedUpMutation();
  const [giveBack, returning] = useAdminMarkReturnedMutation();
  const [downloadSheet, sheet] = useDownloadRunSheetMutation();
  const busy = pickingUp.isLoading || returning.isLoading;
  // The hook's confirm renders inside the page, so it takes the admin theme (the static one cannot).
  const [modal, modalHolder] = Modal.useModal();

  const delivered = async (stop: RunStop, early = false) => {
    try {
      await pickUp({ orderId: stop.orderId, early }).unwrap();
      toast.success(`${stop.orderId} delivered`);
    } catch (failure) {
      const early409 = (failure as { status?: number; data?: { early?: boolean } }).status === 409 && (failure as { data?: { early?: boolean } }).data?.early;
      if (early409 && !early) {
        modal.confirm({ title: 'Deliver before the start date?', content: errorMessage(failure, ''), okText: 'Deliver now', onOk: () => delivered(stop, true) });
        return;
      }
      toast.error(errorMessage(failure, `Could not mark ${stop.orderId} delivered`));
    }
  };
  const collected = async (stop: RunStop) => {
    try {
      await giveBack({ orderId: stop.orderId }).unwrap();
      toast.success(`${stop.orderId} collected`);
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not mark ${stop.orderId} collected`));
    }
  };
  const saveSheet = async () => {
    try {
      saveObjectUrl(await downloadSheet(date).unwrap(), `run-sheet-${date}.pdf`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not download the run sheet'));
    }
  };

  const columns: AdminColumn<Row>[] = [
    { title: 'Window', key: 'window', dataIndex: 'window', width: 110 },
    { title: 'Stop', key: 'kind', width: 100, render: (stop) => (stop.kind === 'delivery' ? 'Delivery' : 'Collection') },
    { title: 'Order', key: 'orderId', width: 90, render: (stop) => `${stop.orderId}${stop.status === 'Pending' ? ' (Pending)' : ''}` },
    { title: 'Customer', key: 'customer', width: 180, render: (stop) => (<>{stop.customer}<br /><a href={`tel:${stop.phone.replace(/[^+\d]/g, '')}`}>{stop.phone}</a></>) },
    { title: 'Address', key: 'address', width: 220, render: (stop) => (<>{stop.street}, {stop.city}{stop.notes ? <><br /><span className="admin-muted">{stop.notes}</span></> : null}</>) },
    {
      title: 'Items',
      key: 'items',
      render: (stop) => (
        <ul className="admin-runs__items">
          {stop.items.map((item) => (
            <li key={item.key}>
              {item.qty} × {item.name}
              {item.units.length ? ` (${item.units.join(', ')})` : ''}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: 'Done',
      key: 'done',
      width: 130,
      fixed: 'end',
      render: (stop) =>
        stop.done ? (
          <span>
            {stop.kind === 'delivery' ? 'Delivered' : 'Collected'}
            {stop.doneAt ? ` ${formatDateTime(stop.doneAt)}` : ''}
          </span>
        ) : stop.actions.includes(stop.kind === 'delivery' ? 'pickup' : 'return') ? (
          <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void (stop.kind === 'delivery' ? delivered(stop) : collected(stop))} aria-label={`${stop.kind === 'delivery' ? 'Delivered' : 'Collected'} ${stop.orderId}`}>
            {stop.kind === 'delivery' ? 'Delivered' : 'Collected'}
          </button>
        ) : (
          <span className="admin-muted">{stop.status === 'Pending' ? 'Not approved yet' : stop.kind === 'collection' ? 'Not delivered yet' : '—'}</span>
        ),
    },
  ];
  const rows: Row[] = (data?.stops ?? []).map((stop) => ({ ...stop, rowKey: `${stop.kind}:${stop.orderId}` }));

  return (
    <div>
      {modalHolder}
      <style>{'.admin-runs__items { margin: 0; padding-left: 16px; } .admin-runs__date { display: flex; gap: 8px; align-items: center; margin-bottom: 16px; } .admin-runs__date .admin-input { width: auto; } .admin-muted { color: #a9b4c8; }'}</style>
      <PageTitle
        extra={
          <Button onClick={() => void saveSheet()} loading={sheet.isLoading} disabled={!data}>
            Run sheet (PDF)
          </Button>
        }
      >
        Delivery runs
      </PageTitle>
      <div className="admin-runs__date">
        <label htmlFor={dateId}>Day</label>
        <input className="admin-input" id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <Button onClick={() => void refetch()}>Refresh</Button>
      </div>
      {error ? <Typography.Paragraph type="danger">{errorMessage(error, 'The runs could not be loaded.')}</Typography.Paragraph> : null}
      <AdminTable<Row> label={`Deliveries and collections on ${date}`} rowKey="rowKey" columns={columns} rows={rows} loading={isFetching} minWidth={1000} cards empty="Nothing to deliver or collect on this day" />
    </div>
  );
}
