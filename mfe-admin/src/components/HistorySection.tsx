import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@rental/money-days/days';
import { type AuditEntityType, type AuditEntry, useAdminAuditPageQuery } from '../api/adminApi';
import { auditAction, auditFieldLabel, auditValue } from './auditWords';
import { useBackOfficeRole } from './backOfficeRole';

const HISTORY_SIZE = 20;

/** The changed fields of one entry in the screens' words: 'Status: Pending → Approved'; a creation or deletion lists what there was. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const both = !!(entry.before && entry.after);
  // A creation or deletion lists the fields that had a value; a change, every changed field.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => both || auditValue(after[field] ?? before[field]) !== '—');
  const value = (field: string, raw: unknown) => auditValue(raw, field, entry.entityType);
  if (!fields.length) return null;
  return (
    <ul className="admin-audit-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="admin-audit-changes__field">{auditFieldLabel(field)}</span>:{' '}
          {both ? (
            <>
              <del>{value(field, before[field])}</del> → <ins>{value(field, after[field])}</ins>
            </>
          ) : (
            <span>{value(field, entry.after ? after[field] : before[field])}</span>
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
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        History
      </Typography.Title>
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
                <strong>{auditAction(entry.action)}</strong> by {entry.actor ?? 'the shop'} <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
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
