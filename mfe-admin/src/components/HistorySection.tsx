import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@rental/platform/dates';
import { type AuditEntityType, type AuditEntry, useAdminAuditPageQuery } from '../api/adminApi';
import { useBackOfficeRole } from './backOfficeRole';

const HISTORY_SIZE = 20;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A field's value as one short line: moments as local date and time, other values as the API sent them, lists joined, nothing as '—'. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changed fields of one entry: 'status: Pending → approved'; a creation or deletion lists what there was. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const both = !!(entry.before && entry.after);
  // A creation or deletion lists the fields that had a value; a change, every changed field.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => both || auditValue(after[field] ?? before[field]) !== '—');
  if (!fields.length) return null;
  return (
    <ul className="admin-audit-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="admin-audit-changes__field">{field}</span>:{' '}
          {both ? (
            <>
              <del>{auditValue(before[field])}</del> → <ins>{auditValue(after[field])}</ins>
            </>
          ) : (
            <span>{auditValue(entry.after ? after[field] : before[field])}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The History of one order or product (admins only: the audit trail is theirs), newest first.
 * It reloads after every change made in the admin area; a failure only says it is unavailable.
 */
export function HistorySection({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const isAdmin = useBackOfficeRole() === 'admin';
  const { data, error, isLoading } = useAdminAuditPageQuery({ entityType, entityId, limit: HISTORY_SIZE }, { skip: !isAdmin });
  if (!isAdmin) return null;
  const entries = data?.data ?? [];
  return (
    <section className="admin-history" aria-label="History">
      <Typography.Title level={5}>History</Typography.Title>
      {isLoading ? (
        <Typography.Text type="secondary">Loading the history…</Typography.Text>
      ) : error ? (
        <Typography.Text type="secondary">The history is not available right now.</Typography.Text>
      ) : entries.length === 0 ? (
        <Typography.Text type="secondary">No changes recorded yet.</Typography.Text>
      ) : (
        <ol className="admin-history__list">
          {entries.map((entry) => (
            <li key={entry._id}>
              <div>
                <strong>{entry.action}</strong> by {entry.actor ?? 'the shop'} <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </div>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {data && data.pagination.total > entries.length && (
        <Typography.Text type="secondary">
          The latest {entries.length} of {data.pagination.total} changes;{' '}
          <Link to={`/admin/audit?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}`}>see them all</Link>.
        </Typography.Text>
      )}
    </section>
  );
}
