import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { bookingsShortBy, bookingsShortText, type Unit, useAdminAddUnitsMutation, useAdminRepairUnitMutation, useAdminRetireUnitMutation, useAdminUnitLabelsMutation, useAdminUnitRepairedMutation, useAdminUnitsQuery } from '../api/unitsApi';
import { AdminTable } from './AdminTable';
import { AdminTag, type AdminTagColor } from './AdminTag';
import { UNIT_STATUS_LABELS } from './auditWords';

const STATUS_COLORS: Record<string, AdminTagColor> = { available: 'green', out: 'blue', repair: 'orange', retired: 'default' };

export function UnitStatusTag({ status }: { status: string }) {
  return <AdminTag color={STATUS_COLORS[status] ?? 'default'}>{UNIT_STATUS_LABELS[status] ?? status}</AdminTag>;
}

/** A change the server refused because bookings need the unit: its message, and the same change forced. */
interface Refused {
  message: string;
  action: string;
  force: () => Promise<{ message: string }>;
}

/** Sends one unit to repair: a reason and the day it is expected back. */
function RepairForm({ unit, onDone, onRefused }: { unit: Unit; onDone: () => void; onRefused: (refused: Refused) => void }) {
  const toast = useToast();
  const [repair, { isLoading }] = useAdminRepairUnitMutation();
  const [reason, setReason] = useState('');
  const [backOn, setBackOn] = useState('');
  const send = async () => {
    const request = { tag: unit.tag, reason: reason.trim(), backOn };
    try {
      await repair(request).unwrap();
      toast.success(`${unit.tag} is in repair`);
      onDone();
    } catch (failure) {
      if (bookingsShortBy(failure).length) {
        onRefused({ message: bookingsShortText(failure), action: `Send ${unit.tag} to repair anyway`, force: () => repair({ ...request, force: true }).unwrap().then(() => ({ message: `${unit.tag} is in repair` })) });
        onDone();
      } else toast.error(errorMessage(failure, 'Failed to send to repair'));
    }
  };
  return (
    <Space wrap>
      <Input aria-label={`Repair reason for ${unit.tag}`} placeholder="Reason" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <Input aria-label={`Expected back for ${unit.tag}`} type="date" value={backOn} onChange={(event) => setBackOn(event.target.value)} />
      <Button type="primary" loading={isLoading} disabled={!reason.trim() || !backOn} onClick={() => void send()}>
        Send to repair
      </Button>
      <Button onClick={onDone}>Cancel</Button>
    </Space>
  );
}

/**
 * A product's tracked units: add units (each gets the next tag from the product's key), print
 * their QR labels, send one to repair, take it back, or retire it. The stock stays what the shop
 * owns: units in service are part of it and the rest is counted without tags until it has units,
 * which one button adds for all of it. A retirement or repair that bookings need is refused with
 * the bookings named, and done only when confirmed.
 */
export function UnitsPanel({ productKey, stock }: { productKey: string; stock: number }) {
  const toast = useToast();
  const units = useAdminUnitsQuery(productKey);
  const [addUnits, adding] = useAdminAddUnitsMutation();
  const [repaired] = useAdminUnitRepairedMutation();
  const [retire] = useAdminRetireUnitMutation();
  const [labels, printing] = useAdminUnitLabelsMutation();
  const [count, setCount] = useState('1');
  const [repairing, setRepairing] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [forcing, setForcing] = useState(false);
  const run = async (work: () => Promise<{ message: string }>, failed: string) => {
    try {
      toast.success((await work()).message);
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
    }
  };
  const retireUnit = async (unit: Unit) => {
    setRefused(null);
    try {
      toast.success((await retire({ tag: unit.tag }).unwrap()).message);
    } catch (failure) {
      if (bookingsShortBy(failure).length) setRefused({ message: bookingsShortText(failure), action: `Retire ${unit.tag} anyway`, force: () => retire({ tag: unit.tag, force: true }).unwrap() });
      else toast.error(errorMessage(failure, 'Failed to retire'));
    }
  };
  const force = async () => {
    if (!refused) return;
    setForcing(true);
    try {
      toast.success((await refused.force()).message);
      setRefused(null);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to record'));
    } finally {
      setForcing(false);
    }
  };
  const openLabels = async () => {
    try {
      window.open(await labels(productKey).unwrap(), '_blank');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to make the labels'));
    }
  };
  const validCount = /^\d{1,3}$/.test(count.trim()) && Number(count) >= 1 && Number(count) <= 100;
  const inService = (units.data ?? []).filter((unit) => unit.status !== 'retired').length;
  // Stock beyond the units in service is still counted without tags; one click tags it (100 at a time, as the API takes).
  const untagged = Math.max(0, stock - inService);
  const tagAll = Math.min(untagged, 100);
  const summary = !units.data
    ? ''
    : inService === 0
      ? `Stock ${stock}, none tagged yet. Units you add take the place of counted stock; only units beyond it raise the stock.`
      : untagged > 0
        ? `Stock ${stock}: ${inService} tagged, ${untagged} still counted without tags until they have units.`
        : `Stock ${stock}: every unit is tagged.`;

  return (
    <section className="admin-units" aria-label="Units">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Units
      </Typography.Title>
      <Typography.Paragraph type="secondary">Each unit has its own tag, made from the product key.</Typography.Paragraph>
      {summary && <Typography.Paragraph data-testid="units-summary">{summary}</Typography.Paragraph>}
      {refused && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="Bookings need this unit"
          description={refused.message}
          action={
            <Space orientation="vertical">
              <Button size="small" danger loading={forcing} onClick={() => void force()}>
                {refused.action}
              </Button>
              <Button size="small" onClick={() => setRefused(null)}>
                Keep it
              </Button>
            </Space>
          }
        />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Input aria-label="Units to add" style={{ width: 80 }} inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
        <Button loading={adding.isLoading} disabled={!validCount} onClick={() => void run(() => addUnits({ key: productKey, count: Number(count) }).unwrap(), 'Failed to add units')}>
          Add units
        </Button>
        {tagAll > 0 && (
          <Button loading={adding.isLoading} onClick={() => void run(() => addUnits({ key: productKey, count: tagAll }).unwrap(), 'Failed to add units')}>
            {`Add units for all of the stock (${tagAll})`}
          </Button>
        )}
        <Button loading={printing.isLoading} disabled={!units.data?.length} onClick={() => void openLabels()}>
          Print labels
        </Button>
      </Space>
      <AdminTable<Unit>
        label="Units"
        rowKey="tag"
        loading={units.isLoading}
        rows={units.data ?? []}
        empty="No units tracked yet"
        minWidth={560}
        columns={[
          { title: 'Tag', key: 'tag', dataIndex: 'tag' },
          { title: 'Status', key: 'status', render: (unit) => <UnitStatusTag status={unit.status} /> },
          {
            title: 'Notes',
            key: 'notes',
            render: (unit) => (unit.status === 'out' ? `With ${unit.orderId}` : unit.status === 'repair' ? `${unit.repairReason}; back ${unit.repairBackOn}` : ''),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (unit) =>
              repairing === unit.tag ? (
                <RepairForm unit={unit} onDone={() => setRepairing(null)} onRefused={setRefused} />
              ) : (
                <Space wrap>
                  {unit.status === 'available' && <Button size="small" onClick={() => setRepairing(unit.tag)}>Repair</Button>}
                  {unit.status === 'repair' && (
                    <Button size="small" onClick={() => void run(() => repaired(unit.tag).unwrap(), 'Failed to record')}>
                      Back from repair
                    </Button>
                  )}
                  {(unit.status === 'available' || unit.status === 'repair') && (
                    <Button size="small" danger onClick={() => void retireUnit(unit)}>
                      Retire
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </section>
  );
}
