import { Typography } from 'antd';
import { formatDateTime } from '@rental/money-days/days';
import { useAdminUnitInspectionsQuery } from '../api/inspectionsApi';
import { dueText, InspectionStateTag } from './inspectionWords';

/** A unit's checks (where it stands with each) and its inspections, newest first; nothing when its product has no checks and it has no history. */
export function UnitInspectionsSection({ tag }: { tag: string }) {
  const { data } = useAdminUnitInspectionsQuery(tag);
  if (!data || (data.checks.length === 0 && data.history.length === 0)) return null;
  return (
    <section aria-label={`Inspections of ${tag}`}>
      <Typography.Title level={2} style={{ marginTop: 12, fontSize: 16 }}>
        Inspections
      </Typography.Title>
      <ul className="admin-unit-checks">
        {data.checks.map((check) => (
          <li key={check.ruleId}>
            {check.ruleName}: <InspectionStateTag state={check.state} /> {dueText(check)}
          </li>
        ))}
      </ul>
      {data.history.length > 0 && (
        <ul className="admin-unit-history" aria-label={`Inspection history of ${tag}`}>
          {data.history.map((row) => (
            <li key={row.id}>
              {formatDateTime(row.at)}: {row.ruleName} {row.result}
              {row.note ? ` · ${row.note}` : ''}
              {row.by ? ` (${row.by})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
