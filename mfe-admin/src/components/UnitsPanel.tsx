import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { type Unit, useAdminAddUnitsMutation, useAdminRepairUnitMutation, useAdminRetireUnitMutation, useAdminUnitLabelsMutation, useAdminUnitRepairedMutation, useAdminUnitsQuery } from '../api/unitsApi';
import { AdminTable } from './AdminTable';
import { AdminTag, type AdminTagColor } from './AdminTag';

const STATUS_COLORS: Record<string, AdminTagColor> = { available: 'green', out: 'blue', repair: 'orange', retired: 'default' };
const STATUS_LABELS: Record<string, string> = { available: 'Available', out: 'Out', repair: 'In repair', retired: 'Retired' };

export function UnitStatusTag({ status }: { status: string }) {
  return <AdminTag color={STATUS_COLORS[status] ?? 'default'}>{STATUS_LABELS[status] ?? status}</AdminTag>;
}

/** Sends one unit to repair: a reason and the day it is expected back. */
function RepairForm({ unit, onDone }: { unit: Unit; onDone: () => void }) {
  const toast = useToast();
  const [repair, { isLoading }] = useAdminRepairUnitMutation();
  const [reason, setReason] = useState('');
  const [backOn, setBackOn] = useState('');
  const send = async () => {
    try {
      await repair({ tag: unit.tag, reason: reason.trim(), backOn }).unwrap();
      toast.success(`${unit.tag} is in repair`);
      onDone();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to send to repair'));
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
 * A product's tracked units: add units (each gets the next tag), print their QR labels, send one
 * to repair, take it back, or retire it. With units, the stock is the units in service.
 */
export function UnitsPanel({ productKey }: { productKey: string }) {
  const toast = useToast();
  const units = useAdminUnitsQuery(productKey);
  const [addUnits, adding] = useAdminAddUnitsMutation();
  const [repaired] = useAdminUnitRepairedMutation();
  const [retire] = useAdminRetireUnitMutation();
  const [labels, printing] = useAdminUnitLabelsMutation();
  const [count, setCount] = useState('1');
  const [repairing, setRepairing] = useState<string | null>(null);
  const run = async (work: () => Promise<{ message: string }>, failed: string) => {
    try {
      toast.success((await work()).message);
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
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

  return (
    <section className="admin-units" aria-label="Units">
      <Typography.Title level={4}>Units</Typography.Title>
      <Typography.Paragraph type="secondary">Each unit has its own tag. Once units are added, the stock is the number of units in service.</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input aria-label="Units to add" style={{ width: 80 }} inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
        <Button loading={adding.isLoading} disabled={!validCount} onClick={() => void run(() => addUnits({ key: productKey, count: Number(count) }).unwrap(), 'Failed to add units')}>
          Add units
        </Button>
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
                <RepairForm unit={unit} onDone={() => setRepairing(null)} />
              ) : (
                <Space wrap>
                  {unit.status === 'available' && <Button size="small" onClick={() => setRepairing(unit.tag)}>Repair</Button>}
                  {unit.status === 'repair' && (
                    <Button size="small" onClick={() => void run(() => repaired(unit.tag).unwrap(), 'Failed to record')}>
                      Back from repair
                    </Button>
                  )}
                  {(unit.status === 'available' || unit.status === 'repair') && (
                    <Button size="small" danger onClick={() => void run(() => retire({ tag: unit.tag }).unwrap(), 'Failed to retire')}>
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
