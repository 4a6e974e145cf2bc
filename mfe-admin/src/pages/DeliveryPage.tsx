import { useEffect, useId, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { DeliverySetup, DeliveryWindow, DeliveryZone } from '@rental/platform/types';
import {
  useAddDeliveryWindowMutation,
  useAddDeliveryZoneMutation,
  useDeleteDeliveryWindowMutation,
  useDeleteDeliveryZoneMutation,
  useDeliverySetupQuery,
  useSaveDeliveryDistanceMutation,
  useSaveDeliverySettingsMutation,
  useUpdateDeliveryWindowMutation,
  useUpdateDeliveryZoneMutation,
} from '../api/deliveryApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { PageTitle } from '../components/PageTitle';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="admin-delivery__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * Changes one zone (city and fee) or one window (times and stops a day). The server checks the
 * values; its `error` text stays in the dialog so the admin can correct it there.
 */
function EditDialog({ title, saving, ready, onSave, onClose, children }: { title: string; saving: boolean; ready: boolean; onSave: () => Promise<string | null>; onClose: () => void; children: React.ReactNode }) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (ready && !saving) setProblem(await onSave());
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={420}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!ready} onClick={() => void submit()}>
          Save
        </Button>,
      ]}
    >
      <form
        className="admin-delivery__dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        {/* Enter in a field saves, like the Save button. */}
        <button type="submit" hidden />
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </form>
    </Modal>
  );
}

/** Rupees or degrees as typed; empty is null (not set). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The shop's location and the fees by distance from it, for addresses in no city zone: saved
 * together, as the bands measure from the location. The server places addresses only with a
 * geocoder (GEOCODER_URL); without one the bands are kept but not used, and this says so.
 */
function DistanceBands({ setup, run }: { setup: DeliverySetup | undefined; run: (work: () => Promise<unknown>, done: string, failed: string) => Promise<boolean> }) {
  const [save, saving] = useSaveDeliveryDistanceMutation();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [bands, setBands] = useState<{ upToKm: string; fee: string }[]>([]);
  useEffect(() => {
    if (!setup) return;
    setLatitude(setup.shopLatitude === null ? '' : String(setup.shopLatitude));
    setLongitude(setup.shopLongitude === null ? '' : String(setup.shopLongitude));
    setBands(setup.bands.map((band) => ({ upToKm: String(band.upToKm), fee: String(band.fee) })));
  }, [setup]);
  const change = (index: number, field: 'upToKm' | 'fee', value: string) => setBands(bands.map((band, i) => (i === index ? { ...band, [field]: value } : band)));
  const body = () => ({ shopLatitude: numberOrNull(latitude), shopLongitude: numberOrNull(longitude), bands: bands.map((band) => ({ upToKm: Number(band.upToKm), fee: Number(band.fee) })) });

  return (
    <section aria-labelledby="admin-delivery-distance">
      <h2 id="admin-delivery-distance">Distance bands</h2>
      {setup && !setup.geocoder && (
        <Alert
          type="warning"
          showIcon
          title="Distance bands are off: the server has no geocoder (GEOCODER_URL), so addresses are priced by the city zones only. Bands saved here apply once it has one."
        />
      )}
      <Typography.Paragraph type="secondary">
        An address in no city zone pays the fee of the nearest band that reaches it, measured from the shop as the crow flies; beyond the last band it is refused. A city zone always comes first.
      </Typography.Paragraph>
      <div className="admin-delivery__form">
        <Field label="Shop latitude (degrees north)">{(id) => <input className="admin-input" id={id} type="number" step="0.000001" min={-90} max={90} value={latitude} onChange={(e) => setLatitude(e.target.value)} />}</Field>
        <Field label="Shop longitude (degrees east)">{(id) => <input className="admin-input" id={id} type="number" step="0.000001" min={-180} max={180} value={longitude} onChange={(e) => setLongitude(e.target.value)} />}</Field>
      </div>
      {bands.map((band, index) => (
        <div className="admin-delivery__form admin-delivery__band" key={index}>
          <Field label={`Band ${index + 1}: up to (km)`}>{(id) => <input className="admin-input" id={id} type="number" min={1} max={500} value={band.upToKm} onChange={(e) => change(index, 'upToKm', e.target.value)} />}</Field>
          <Field label={`Band ${index + 1}: fee (Rs)`}>{(id) => <input className="admin-input" id={id} type="number" min={0} step="0.01" value={band.fee} onChange={(e) => change(index, 'fee', e.target.value)} />}</Field>
          <button type="button" className="admin-button admin-button--small" onClick={() => setBands(bands.filter((_, i) => i !== index))}>
            Remove band {index + 1}
          </button>
        </div>
      ))}
      <div className="admin-delivery__form">
        <Button onClick={() => setBands([...bands, { upToKm: '', fee: '' }])}>Add band</Button>
        <Button
          type="primary"
          loading={saving.isLoading}
          disabled={bands.some((band) => band.upToKm.trim() === '' || band.fee.trim() === '')}
          onClick={() => void run(() => save(body()).unwrap(), 'Distance bands saved', 'Could not save the distance bands')}
        >
          Save distance bands
        </Button>
      </div>
    </section>
  );
}

/**
 * /admin/delivery (admins): the cities the van goes to and their fees, the distance bands, the time windows and how
 * many stops each holds a day, the free-delivery threshold and the weekdays the van runs. The
 * server prices and checks every booking against these.
 */
export default function DeliveryPage() {
  const toast = useToast();
  const { data, error, isLoading } = useDeliverySetupQuery();
  const [saveSettings, savingSettings] = useSaveDeliverySettingsMutation();
  const [addZone, addingZone] = useAddDeliveryZoneMutation();
  const [updateZone, updatingZone] = useUpdateDeliveryZoneMutation();
  const [deleteZone] = useDeleteDeliveryZoneMutation();
  const [addWindow, addingWindow] = useAddDeliveryWindowMutation();
  const [deleteWindow] = useDeleteDeliveryWindowMutation();
  const [updateWindow, updatingWindow] = useUpdateDeliveryWindowMutation();

  const [zone, setZone] = useState({ city: '', fee: '' });
  const [window, setWindow] = useState({ startsAt: '09:00', endsAt: '12:00', capacity: '4' });
  const [zoneEdit, setZoneEdit] = useState<{ zone: DeliveryZone; city: string; fee: string } | null>(null);
  const [windowEdit, setWindowEdit] = useState<{ window: DeliveryWindow; startsAt: string; endsAt: string; capacity: string } | null>(null);
  const [threshold, setThreshold] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  useEffect(() => {
    if (!data) return;
    setThreshold(data.freeDeliveryFrom === null ? '' : String(data.freeDeliveryFrom));
    setWeekdays(data.weekdays);
  }, [data]);

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast.success(done);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
      return false;
    }
  };
  const saveZone = async () => {
    const body = { city: zone.city.trim(), fee: Number(zone.fee) };
    const ok = await run(() => addZone(body).unwrap(), `Zone ${body.city} added`, 'Could not add the zone');
    if (ok) setZone({ city: '', fee: '' });
  };
  /** Saves an edit dialog: null when saved (the dialog closes), else the text it shows. */
  const saveEdit = async (work: () => Promise<unknown>, done: string, failed: string, close: () => void): Promise<string | null> => {
    try {
      await work();
      toast.success(done);
      close();
      return null;
    } catch (failure) {
      return errorMessage(failure, failed);
    }
  };

  const zoneColumns: AdminColumn<DeliveryZone>[] = [
    { title: 'City', key: 'city', dataIndex: 'city' },
    { title: 'Fee', key: 'fee', align: 'right', width: 130, render: (z) => formatMoney(z.fee) },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (z) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <button type="button" className="admin-button admin-button--small" aria-label={`Edit the zone ${z.city}`} onClick={() => setZoneEdit({ zone: z, city: z.city, fee: String(z.fee) })}>
            Edit
          </button>
          <button type="button" className="admin-button admin-button--small" aria-label={`Delete the zone ${z.city}`} onClick={() => void run(() => deleteZone(z.id).unwrap(), `Zone ${z.city} deleted`, 'Could not delete the zone')}>
            Delete
          </button>
        </span>
      ),
    },
  ];
  const windowColumns: AdminColumn<DeliveryWindow>[] = [
    { title: 'Window', key: 'label', dataIndex: 'label' },
    { title: 'Stops a day', key: 'capacity', dataIndex: 'capacity', align: 'right', width: 120 },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (w) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <button type="button" className="admin-button admin-button--small" aria-label={`Edit the window ${w.label}`} onClick={() => setWindowEdit({ window: w, startsAt: w.startsAt, endsAt: w.endsAt, capacity: String(w.capacity) })}>
            Edit
          </button>
          <button type="button" className="admin-button admin-button--small" aria-label={`Delete the window ${w.label}`} onClick={() => void run(() => deleteWindow(w.id).unwrap(), `Window ${w.label} deleted`, 'Could not delete the window')}>
            Delete
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="admin-delivery">
      <style>
        {'.admin-delivery__form { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 12px 0 24px; } .admin-delivery__field { display: grid; gap: 4px; } .admin-delivery__field .admin-input { width: 200px; } .admin-delivery__days { display: flex; flex-wrap: wrap; gap: 12px; border: 0; padding: 0; margin: 0; } .admin-delivery__days legend { margin-bottom: 4px; } .admin-delivery__dialog { display: grid; gap: 12px; }'}
      </style>
      <PageTitle>Delivery and collection</PageTitle>
      {error ? <Typography.Paragraph type="danger">{errorMessage(error, 'The delivery set-up could not be loaded.')}</Typography.Paragraph> : null}

      <h2>Zones and fees</h2>
      <Typography.Paragraph type="secondary">One fee per city covers the delivery and the collection; it is taxed like the rental charges.</Typography.Paragraph>
      <AdminTable<DeliveryZone> label="Delivery zones" rowKey="id" columns={zoneColumns} rows={data?.zones ?? []} loading={isLoading} minWidth={480} cards empty="No zones: the shop does not deliver yet" />
      <div className="admin-delivery__form">
        <Field label="City">{(id) => <input className="admin-input" id={id} value={zone.city} maxLength={100} onChange={(e) => setZone({ ...zone, city: e.target.value })} />}</Field>
        <Field label="Fee (Rs)">{(id) => <input className="admin-input" id={id} type="number" min={0} step="0.01" value={zone.fee} onChange={(e) => setZone({ ...zone, fee: e.target.value })} />}</Field>
        <Button type="primary" onClick={() => void saveZone()} loading={addingZone.isLoading} disabled={!zone.city.trim() || zone.fee === ''}>
          Add zone
        </Button>
      </div>
      {zoneEdit && (
        <EditDialog
          title={`Edit the zone ${zoneEdit.zone.city}`}
          saving={updatingZone.isLoading}
          ready={zoneEdit.city.trim() !== '' && zoneEdit.fee.trim() !== ''}
          onClose={() => setZoneEdit(null)}
          onSave={() => {
            const city = zoneEdit.city.trim();
            return saveEdit(() => updateZone({ id: zoneEdit.zone.id, city, fee: Number(zoneEdit.fee) }).unwrap(), `Zone ${city} saved`, 'Could not save the zone', () => setZoneEdit(null));
          }}
        >
          <Typography.Text type="secondary">Orders already booked keep the fee they were booked with.</Typography.Text>
          <Field label="City">{(id) => <input className="admin-input" id={id} value={zoneEdit.city} maxLength={100} onChange={(e) => setZoneEdit({ ...zoneEdit, city: e.target.value })} />}</Field>
          <Field label="Fee (Rs)">{(id) => <input className="admin-input" id={id} type="number" min={0} step="0.01" value={zoneEdit.fee} onChange={(e) => setZoneEdit({ ...zoneEdit, fee: e.target.value })} />}</Field>
        </EditDialog>
      )}

      <DistanceBands setup={data} run={run} />

      <h2>Windows and capacity</h2>
      <AdminTable<DeliveryWindow> label="Delivery windows" rowKey="id" columns={windowColumns} rows={data?.windows ?? []} loading={isLoading} minWidth={400} cards empty="No windows yet" />
      <div className="admin-delivery__form">
        <Field label="From">{(id) => <input className="admin-input" id={id} type="time" value={window.startsAt} onChange={(e) => setWindow({ ...window, startsAt: e.target.value })} />}</Field>
        <Field label="To">{(id) => <input className="admin-input" id={id} type="time" value={window.endsAt} onChange={(e) => setWindow({ ...window, endsAt: e.target.value })} />}</Field>
        <Field label="Stops a day">{(id) => <input className="admin-input" id={id} type="number" min={1} max={100} value={window.capacity} onChange={(e) => setWindow({ ...window, capacity: e.target.value })} />}</Field>
        <Button
          type="primary"
          loading={addingWindow.isLoading}
          onClick={() => void run(() => addWindow({ startsAt: window.startsAt, endsAt: window.endsAt, capacity: Number(window.capacity) }).unwrap(), `Window ${window.startsAt}-${window.endsAt} added`, 'Could not add the window')}
        >
          Add window
        </Button>
      </div>
      {windowEdit && (
        <EditDialog
          title={`Edit the window ${windowEdit.window.label}`}
          saving={updatingWindow.isLoading}
          ready={windowEdit.startsAt !== '' && windowEdit.endsAt !== '' && windowEdit.capacity.trim() !== ''}
          onClose={() => setWindowEdit(null)}
          onSave={() =>
            saveEdit(
              () => updateWindow({ id: windowEdit.window.id, startsAt: windowEdit.startsAt, endsAt: windowEdit.endsAt, capacity: Number(windowEdit.capacity) }).unwrap(),
              `Window ${windowEdit.startsAt}-${windowEdit.endsAt} saved`,
              'Could not save the window',
              () => setWindowEdit(null),
            )
          }
        >
          <Typography.Text type="secondary">Orders already booked keep the times they were given.</Typography.Text>
          <Field label="From">{(id) => <input className="admin-input" id={id} type="time" value={windowEdit.startsAt} onChange={(e) => setWindowEdit({ ...windowEdit, startsAt: e.target.value })} />}</Field>
          <Field label="To">{(id) => <input className="admin-input" id={id} type="time" value={windowEdit.endsAt} onChange={(e) => setWindowEdit({ ...windowEdit, endsAt: e.target.value })} />}</Field>
          <Field label="Stops a day">{(id) => <input className="admin-input" id={id} type="number" min={1} max={100} value={windowEdit.capacity} onChange={(e) => setWindowEdit({ ...windowEdit, capacity: e.target.value })} />}</Field>
        </EditDialog>
      )}

      <h2>Free delivery and days</h2>
      <div className="admin-delivery__form">
        <Field label="Free delivery from (Rs of rental charges; empty: never)">{(id) => <input className="admin-input" id={id} type="number" min={0} step="0.01" value={threshold} onChange={(e) => setThreshold(e.target.value)} />}</Field>
        <fieldset className="admin-delivery__days">
          <legend>The van runs on</legend>
          {WEEKDAYS.map((name, day) => (
            <label key={name}>
              <input type="checkbox" checked={weekdays.includes(day)} onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, day].sort() : weekdays.filter((d) => d !== day))} /> {name}
            </label>
          ))}
        </fieldset>
        <Button type="primary" loading={savingSettings.isLoading} onClick={() => void run(() => saveSettings({ freeDeliveryFrom: threshold === '' ? null : Number(threshold), weekdays }).unwrap(), 'Delivery settings saved', 'Could not save the settings')}>
          Save settings
        </Button>
      </div>
    </div>
  );
}
