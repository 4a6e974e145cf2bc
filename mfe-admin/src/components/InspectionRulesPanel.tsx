import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { type InspectionRule, type InspectionRuleInput, useAdminAddInspectionRuleMutation, useAdminInspectionRulesQuery, useAdminRemoveInspectionRuleMutation, useAdminSaveInspectionRuleMutation } from '../api/inspectionsApi';

/** 'every 365 days or after 20 rentals, whichever comes first' */
export function ruleText(rule: Pick<InspectionRule, 'everyDays' | 'afterRentals'>): string {
  const parts = [rule.everyDays ? `every ${rule.everyDays} day${rule.everyDays === 1 ? '' : 's'}` : '', rule.afterRentals ? `after ${rule.afterRentals} rental${rule.afterRentals === 1 ? '' : 's'}` : ''].filter(Boolean);
  return parts.length === 2 ? `${parts.join(' or ')}, whichever comes first` : parts[0] ?? '';
}

const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null);

/** One check's fields; a blank number means "not counted". */
function RuleForm({ initial, submit, busy, label, onCancel }: { initial?: InspectionRule; submit: (rule: InspectionRuleInput) => Promise<void>; busy: boolean; label: string; onCancel?: () => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [days, setDays] = useState(initial?.everyDays ? String(initial.everyDays) : '');
  const [rentals, setRentals] = useState(initial?.afterRentals ? String(initial.afterRentals) : '');
  const everyDays = whole(days);
  const afterRentals = whole(rentals);
  const valid = name.trim() !== '' && (everyDays !== null || afterRentals !== null) && (days.trim() === '' || everyDays !== null) && (rentals.trim() === '' || afterRentals !== null);
  const send = async () => {
    await submit({ name: name.trim(), everyDays, afterRentals });
    if (!initial) [setName, setDays, setRentals].forEach((set) => set(''));
  };
  return (
    <Space wrap>
      <Input aria-label="Check name" placeholder="e.g. Electrical safety test" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} style={{ width: 240 }} />
      <Input aria-label="Every N days" placeholder="Every … days" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} style={{ width: 130 }} />
      <Input aria-label="After N rentals" placeholder="After … rentals" inputMode="numeric" value={rentals} onChange={(event) => setRentals(event.target.value)} style={{ width: 140 }} />
      <Button type="primary" disabled={!valid} loading={busy} onClick={() => void send()}>
        {label}
      </Button>
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
    </Space>
  );
}

/**
 * A product's recurring inspections of its tracked units (admins): a name and every N days and/or
 * after N rentals. Units not yet inspected under a new check are due at once.
 */
export function InspectionRulesPanel({ productKey }: { productKey: string }) {
  const toast = useToast();
  const { data } = useAdminInspectionRulesQuery(productKey);
  const [add, adding] = useAdminAddInspectionRuleMutation();
  const [save, saving] = useAdminSaveInspectionRuleMutation();
  const [remove] = useAdminRemoveInspectionRuleMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const run = async (work: () => Promise<{ message: string }>, failed: string) => {
    try {
      toast.success((await work()).message);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
      return false;
    }
  };
  return (
    <section aria-label="Inspections">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Inspections
      </Typography.Title>
      <Typography.Paragraph type="secondary">Recurring checks of each unit, such as an electrical safety test. A unit not yet inspected is due at once.</Typography.Paragraph>
      <ul className="admin-inspection-rules">
        {(data?.rules ?? []).map((rule) => (
          <li key={rule.id} style={{ marginBottom: 8 }}>
            {editing === rule.id ? (
              <RuleForm
                initial={rule}
                label="Save"
                busy={saving.isLoading}
                onCancel={() => setEditing(null)}
                submit={async (fields) => {
                  if (await run(() => save({ key: productKey, id: rule.id, ...fields }).unwrap(), 'Failed to save the check')) setEditing(null);
                }}
              />
            ) : (
              <Space wrap>
                <strong>{rule.name}</strong>
                <span>{ruleText(rule)}</span>
                <Button size="small" onClick={() => setEditing(rule.id)}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => void run(() => remove({ key: productKey, id: rule.id }).unwrap(), 'Failed to remove the check')}>
                  Remove
                </Button>
              </Space>
            )}
          </li>
        ))}
      </ul>
      <RuleForm label="Add check" busy={adding.isLoading} submit={async (fields) => void (await run(() => add({ key: productKey, ...fields }).unwrap(), 'Failed to add the check'))} />
    </section>
  );
}
