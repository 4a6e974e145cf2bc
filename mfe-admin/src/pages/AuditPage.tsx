import { useEffect } from 'react';
import { formatDateTime } from '@rental/money-days/days';
import { type AuditEntry, useAdminAuditPageQuery } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { auditAction } from '../components/auditWords';
import { AuditChanges } from '../components/HistorySection';
import { DateRangeFilter, ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { type ListScreen, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

const AUDIT_LIST = { filters: ['entityType', 'entityId', 'actor', 'from', 'to'], defaultSort: { sort: 'at', dir: 'desc' } } as const satisfies ListScreen;
const KINDS = [
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'user', label: 'Users' },
  { value: 'unit', label: 'Units' },
  { value: 'repair', label: 'Repairs' },
  { value: 'kit', label: 'Kits' },
  { value: 'setting', label: 'Settings' },
  { value: 'release', label: 'Releases' },
];

/**
 * /admin/audit: every change to orders, products, units and users, newest first, a page at a time;
 * the filters (kind, record, who, days) live in the URL like the other lists, so
 * `?entityType=order&entityId=ORD0042` is that order's whole history.
 */
export default function AuditPage() {
  const list = useListQuery(AUDIT_LIST);
  // The trail has one order (newest first): only the filters and the page are sent.
  const { sort: _sort, order: _order, ...args } = list.args;
  const { data, error, isLoading, isFetching } = useAdminAuditPageQuery(args);

  useEffect(() => {
    if (error) console.error('Failed to load the audit trail', error);
  }, [error]);

  const columns: AdminColumn<AuditEntry>[] = [
    { title: 'When', key: 'at', render: (entry) => formatDateTime(entry.at) },
    { title: 'Who', key: 'actor', render: (entry) => entry.actor ?? 'the shop' },
    { title: 'Record', key: 'record', render: (entry) => `${entry.entityType} ${entry.entityId}` },
    { title: 'Change', key: 'action', render: (entry) => auditAction(entry.action) },
    { title: 'Before → after', key: 'changes', render: (entry) => <AuditChanges entry={entry} /> },
  ];
  const filtered = AUDIT_LIST.filters.some((name) => list.values[name]);

  return (
    <div>
      <PageTitle>Audit</PageTitle>
      <ListToolbar>
        <ListSelect
          id="audit-kind"
          label="Kind of record"
          value={list.values.entityType}
          width={150}
          options={[{ value: '', label: 'All records' }, ...KINDS]}
          onChange={(entityType) => list.update({ entityType })}
        />
        <ListSearch id="audit-record" value={list.values.entityId} label="Record" placeholder="ORD0042, a product key or an e-mail" onSearch={(entityId) => list.update({ entityId })} />
        <ListSearch id="audit-actor" value={list.values.actor} label="Changed by" placeholder="Who (e-mail)" onSearch={(actor) => list.update({ actor })} />
        <DateRangeFilter id="audit-dates" label="Changed between" from={list.values.from} to={list.values.to} onChange={(range) => list.update(range)} />
      </ListToolbar>
      <AdminTable<AuditEntry>
        label="Changes"
        rowKey="_id"
        columns={columns}
        rows={data?.data ?? []}
        loading={isLoading || isFetching}
        minWidth={900}
        empty={filtered ? 'No changes match these filters' : 'No changes recorded yet'}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} changes`)}
      />
    </div>
  );
}
