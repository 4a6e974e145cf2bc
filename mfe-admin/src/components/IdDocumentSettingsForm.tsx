import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { type IdDocumentSettings, useAdminIdDocumentSettingsQuery, useAdminSaveIdDocumentSettingsMutation } from '../api/adminApi';

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
  const { data, error } = useAdminIdDocumentSettingsQuery();
  return (
    <section aria-labelledby={`${id}-title`} className="admin-terms__id-documents">
      <h2 id={`${id}-title`}>Renters' ID documents</h2>
      <p>
        Ask the customer for a photo of their NIC or passport after booking. Only staff can see it; it is deleted the set number of days after the return. Leave both rules empty to
        ask for none.
      </p>
      {error ? <p role="alert">{errorMessage(error, 'The ID document settings could not be loaded')}</p> : null}
      {/* The fields start from the server's settings: nothing typed before they arrive is overwritten. */}
      {data ? <SettingsFields settings={data} /> : null}
    </section>
  );
}

function SettingsFields({ settings }: { settings: IdDocumentSettings }) {
  const id = useId();
  const toast = useToast();
  const [save, { isLoading: saving }] = useAdminSaveIdDocumentSettingsMutation();
  const [fromTotal, setFromTotal] = useState(settings.requiredFromTotal === null || settings.requiredFromTotal === undefined ? '' : String(settings.requiredFromTotal));
  const [categories, setCategories] = useState<string[]>(settings.requiredForCategories ?? []);
  const [keepDays, setKeepDays] = useState(String(settings.keepDays));
  const [problem, setProblem] = useState<string | null>(null);

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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-total`}>From an order total of (Rs)</label>
      <input id={`${id}-total`} className="admin-input" type="number" step="0.01" inputMode="decimal" placeholder="No limit by total" value={fromTotal} onChange={(e) => setFromTotal(e.target.value)} />
      <fieldset>
        <legend>For orders with</legend>
        {CATEGORIES.map((category) => (
          <label key={category.value}>
            <input
              type="checkbox"
              checked={categories.includes(category.value)}
              onChange={(e) => setCategories(e.target.checked ? [...categories, category.value] : categories.filter((c) => c !== category.value))}
            />{' '}
            {category.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-keep`}>Keep for (days after the return)</label>
      <input id={`${id}-keep`} className="admin-input" type="number" step={1} value={keepDays} onChange={(e) => setKeepDays(e.target.value)} />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Button type="primary" htmlType="submit" loading={saving} disabled={keepDays.trim() === ''}>
        Save ID document settings
      </Button>
    </form>
  );
}
