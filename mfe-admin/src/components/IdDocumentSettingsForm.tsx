import { useEffect, useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useAdminIdDocumentSettingsQuery, useAdminSaveIdDocumentSettingsMutation } from '../api/adminApi';

const CATEGORIES = [
  { value: 'audio', label: 'Audio' },
  { value: 'lights', label: 'Lights' },
];

/**
 * When the shop asks renters for an ID document (NIC or passport): from an order total, for
 * orders holding chosen categories, or both; and how many days after the return it is deleted.
 * Decided per order at booking, so a change applies to bookings from then on.
 */
export function IdDocumentSettingsForm() {
  const id = useId();
  const toast = useToast();
  const { data, error, isLoading } = useAdminIdDocumentSettingsQuery();
  const [save, { isLoading: saving }] = useAdminSaveIdDocumentSettingsMutation();
  const [fromTotal, setFromTotal] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [keepDays, setKeepDays] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setFromTotal(data.requiredFromTotal === null || data.requiredFromTotal === undefined ? '' : String(data.requiredFromTotal));
    setCategories(data.requiredForCategories ?? []);
    setKeepDays(String(data.keepDays));
  }, [data]);

  const submit = async () => {
    setProblem(null);
    try {
      await save({ requiredFromTotal: fromTotal.trim() === '' ? null : Number(fromTotal), requiredForCategories: categories, keepDays: Number(keepDays) }).unwrap();
      toast.success('ID document settings saved');
    } catch (failure) {
      setProblem(errorMessage(failure, 'The ID document settings could not be saved'));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="admin-terms__id-documents">
      <h2 id={`${id}-title`}>Renters' ID documents</h2>
      <p>
        Ask the customer for a photo of their NIC or passport after booking. Only staff can see it; it is deleted the set number of days after the return. Leave both rules empty to
        ask for none.
      </p>
      {error ? <p role="alert">{errorMessage(error, 'The ID document settings could not be loaded')}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-total`}>From an order total of (Rs)</label>
        <input id={`${id}-total`} className="admin-input" type="number" step="0.01" inputMode="decimal" placeholder="No limit by total" value={fromTotal} onChange={(e) => setFromTotal(e.target.value)} disabled={isLoading} />
        <fieldset>
          <legend>For orders with</legend>
          {CATEGORIES.map((category) => (
            <label key={category.value}>
              <input
                type="checkbox"
                checked={categories.includes(category.value)}
                onChange={(e) => setCategories(e.target.checked ? [...categories, category.value] : categories.filter((c) => c !== category.value))}
                disabled={isLoading}
              />{' '}
              {category.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-keep`}>Keep for (days after the return)</label>
        <input id={`${id}-keep`} className="admin-input" type="number" step={1} value={keepDays} onChange={(e) => setKeepDays(e.target.value)} disabled={isLoading} />
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <Button type="primary" htmlType="submit" loading={saving} disabled={isLoading || keepDays.trim() === ''}>
          Save ID document settings
        </Button>
      </form>
    </section>
  );
}
