import { useState } from 'react';
import { Alert, Button, Input, Space, Switch, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { type InspectionDue, useAdminInspectionsDueQuery, useAdminRecordInspectionMutation, useAdminSaveInspectionSettingsMutation } from '../api/inspectionsApi';
import { bookingsShortBy, bookingsShortText } from '../api/unitsApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { dueText, InspectionStateTag } from '../components/inspectionWords';
import { useBackOfficeRole } from '../components/backOfficeRole';
import { PageTitle } from '../components/PageTitle';
import { UnitStatusTag } from '../components/UnitsPanel';

type Row = InspectionDue & { key: string };

/** Fail: why (the repair reason) and when it is expected back from repair. */
function FailForm({ row, onDone }: { row: Row; onDone: () => void }) {
  const toast = useToast();
  const [record, { isLoading }] = useAdminRecordInspectionMutation();
  const [note, setNote] = useState('');
  const [backOn, setBackOn] = useState('');
  const [short, setShort] = useState<string | null>(null);
  const send = async (force = false) => {
    try {
      toast.success((await record({ tag: row.tag, ruleId: row.ruleId, result: 'failed', note: note.trim(), backOn, ...(force ? { force } : {}) }).unwrap()).message);
      onDone();
    } catch (failure) {
      if (bookingsShortBy(failure).length) setShort(bookingsShortText(failure));
      else toast.error(errorMessage(failure, 'Failed to record the inspection'));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input aria-label={`What failed on ${row.tag}`} placeholder="What failed" value={note} maxLength={400} onChange={(event) => setNote(event.target.value)} />
        <Input aria-label={`Expected back from repair for ${row.tag}`} type="date" value={backOn} onChange={(event) => setBackOn(event.target.value)} />
        <Button danger loading={isLoading} disabled={!note.trim() || !backOn} onClick={() => void send()}>
          Send to repair
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
      {short && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="Bookings need this unit"
          description={short}
          action={
            <Button size="small" danger onClick={() => void send(true)}>
              Send {row.tag} to repair anyway
            </Button>
          }
        />
      )}
    </Space>
  );
}

/**
 * /admin/inspections: units overdue or due for a recurring check (electrical safety tests and the
 * like), overdue first. Staff mark each passed (with a note) or failed, which sends the unit to
 * repair. Admins set whether overdue units may be rented out.
 */
export default function InspectionsPage() {
  const toast = useToast();
  const role = useBackOfficeRole();
  const { data, isLoading, isFetching, error } = useAdminInspectionsDueQuery();
  const [record, recording] = useAdminRecordInspectionMutation();
  const [saveSettings, saving] = useAdminSaveInspectionSettingsMutation();
  const [failing, setFailing] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const rows: Row[] = (data?.items ?? []).map((item) => ({ ...item, key: `${item.tag}:${item.ruleId}` }));

  const pass = async (row: Row) => {
    try {
      toast.success((await record({ tag: row.tag, ruleId: row.ruleId, result: 'passed', note: (notes[row.key] ?? '').trim() }).unwrap()).message);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to record the inspection'));
    }
  };
  const columns: AdminColumn<Row>[] = [
    { title: 'Unit', key: 'tag', render: (row) => <strong>{row.tag}</strong> },
    { title: 'Item', key: 'productName', dataIndex: 'productName' },
    { title: 'Check', key: 'ruleName', dataIndex: 'ruleName' },
    { title: 'State', key: 'state', render: (row) => <InspectionStateTag state={row.state} /> },
    { title: 'When', key: 'when', render: (row) => dueText(row) },
    { title: 'Unit status', key: 'unitStatus', render: (row) => <UnitStatusTag status={row.unitStatus} /> },
    {
      title: 'Result',
      key: 'result',
      cardLabel: 'Result',
      render: (row) =>
        row.unitStatus !== 'available' ? (
          <Typography.Text type="secondary">Inspect it when it is on the shelf</Typography.Text>
        ) : failing === row.key ? (
          <FailForm row={row} onDone={() => setFailing(null)} />
        ) : (
          <Space wrap>
            <Input aria-label={`Note for ${row.tag}`} placeholder="Note (optional)" value={notes[row.key] ?? ''} maxLength={400} onChange={(event) => setNotes({ ...notes, [row.key]: event.target.value })} />
            <Button type="primary" loading={recording.isLoading && recording.originalArgs?.tag === row.tag} onClick={() => void pass(row)}>
              Passed
            </Button>
            <Button danger onClick={() => setFailing(row.key)}>
              Failed
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <div>
      <PageTitle>Inspections due</PageTitle>
      <Typography.Paragraph type="secondary">Units whose recurring checks are overdue, or due within a week or one rental. Checks are set on each item.</Typography.Paragraph>
      {data && (
        <Space style={{ marginBottom: 16 }}>
          <Switch
            id="block-overdue"
            checked={data.blockOverdue}
            disabled={role !== 'admin'}
            loading={saving.isLoading}
            onChange={(blockOverdue) =>
              void saveSettings({ blockOverdue })
                .unwrap()
                .then((saved) => toast.success(saved.message), (failure) => toast.error(errorMessage(failure, 'Failed to save the setting')))
            }
          />
          <label htmlFor="block-overdue">Overdue units are not rented out{role !== 'admin' ? ' (set by an admin)' : ''}</label>
        </Space>
      )}
      {error && <Alert type="error" showIcon title={errorMessage(error, 'Failed to load the inspections')} />}
      <AdminTable<Row> label="Inspections due" rowKey="key" cards columns={columns} rows={rows} loading={isLoading || isFetching} minWidth={1000} empty="No inspections due" />
    </div>
  );
}
