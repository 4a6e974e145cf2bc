import { useId, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import { type ImportProblem, type ProductImportResult, useAdminDownloadCsvMutation, useAdminImportProductsMutation } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { PageTitle } from '../components/PageTitle';

const today = () => new Date().toISOString().slice(0, 10);

/** The files the API exports, each streamed as it is read (GET /api/admin/exports/…). */
const EXPORTS = [
  { path: '/api/admin/exports/orders.csv', file: 'orders', label: 'Orders', about: 'Every order with its lines: one row per line, amounts in rupees.' },
  { path: '/api/admin/exports/customers.csv', file: 'customers', label: 'Customers', about: 'Customer accounts: name, e-mail, phone, address, verified and blocked.' },
  { path: '/api/admin/exports/products.csv', file: 'products', label: 'Products', about: 'The catalogue in the import\u2019s columns: edit it and import it back.' },
];

const problemColumns: AdminColumn<ImportProblem & { id: string }>[] = [
  { title: 'Line', key: 'row', dataIndex: 'row', width: 80 },
  { title: 'Column', key: 'column', dataIndex: 'column', width: 150 },
  { title: 'Problem', key: 'error', dataIndex: 'error' },
];

const keysText = (keys: string[]) => (keys.length > 8 ? `${keys.slice(0, 8).join(', ')} and ${keys.length - 8} more` : keys.join(', '));

/** What a check or an import did, in words. */
function Outcome({ result, failure }: { result: ProductImportResult; failure: string | null }) {
  const { written, created, updated, skippedRows } = result;
  const plan = `${created.length} product${created.length === 1 ? '' : 's'} ${written ? 'created' : 'to create'}${created.length ? ` (${keysText(created)})` : ''}, ${updated.length} ${written ? 'updated' : 'to update'}${updated.length ? ` (${keysText(updated)})` : ''}`;
  if (failure) return <Alert type="error" showIcon role="alert" message="Nothing was imported" description={failure} />;
  if (written) {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        message="Import done"
        description={`${plan}.${skippedRows.length ? ` Left out line${skippedRows.length === 1 ? '' : 's'} ${skippedRows.join(', ')}.` : ''}`}
      />
    );
  }
  return (
    <Alert
      type={skippedRows.length ? 'warning' : 'info'}
      showIcon
      role="status"
      message={skippedRows.length ? 'Some rows have problems' : 'The file is ready to import'}
      description={`Checked, nothing written: ${plan}.${skippedRows.length ? ` Line${skippedRows.length === 1 ? '' : 's'} ${skippedRows.join(', ')} would be left out.` : ''}`}
    />
  );
}

/** /admin/data (admins): the CSV exports, and the product import with its template, its check and its report by line and column. */
export default function DataPage() {
  const toast = useToast();
  const fileField = useId();
  const [download, { isLoading: downloading, originalArgs: downloadingPath }] = useAdminDownloadCsvMutation();
  const [importProducts, { isLoading: importing }] = useAdminImportProductsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [onlyValid, setOnlyValid] = useState(false);
  const [outcome, setOutcome] = useState<{ result: ProductImportResult; failure: string | null } | null>(null);

  const save = async (path: string, fileName: string) => {
    try {
      saveObjectUrl(await download(path).unwrap(), fileName);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The download failed'));
    }
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setOutcome(null);
    try {
      const result = await importProducts({ csv: await file.text(), onlyValid, dryRun }).unwrap();
      setOutcome({ result, failure: null });
      if (result.written) toast.success(`Imported: ${result.created.length} created, ${result.updated.length} updated`);
    } catch (failure) {
      const data = (failure as { data?: Partial<ProductImportResult> & { error?: string } }).data;
      if (data?.errors) setOutcome({ result: { written: false, created: [], updated: [], skippedRows: data.skippedRows ?? [], errors: data.errors }, failure: data.error ?? 'Some rows have problems' });
      else toast.error(errorMessage(failure, 'The import failed'));
    }
  };

  const problems = (outcome?.result.errors ?? []).map((problem) => ({ ...problem, id: `${problem.row}-${problem.column}` }));
  return (
    <div className="admin-data">
      <PageTitle>Data</PageTitle>
      <section aria-labelledby="data-export">
        <h2 id="data-export" className="admin-data__heading">Export</h2>
        <ul className="admin-data__exports">
          {EXPORTS.map(({ path, file: name, label, about }) => (
            <li key={path}>
              <Button onClick={() => void save(path, `${name}-${today()}.csv`)} loading={downloading && downloadingPath === path}>
                {`Download ${label.toLowerCase()} (CSV)`}
              </Button>
              <Typography.Text type="secondary">{about}</Typography.Text>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="data-import">
        <h2 id="data-import" className="admin-data__heading">Import products</h2>
        <Typography.Paragraph type="secondary">
          One product per row, prices in rupees. A key that exists updates that product (only the cells filled in; an empty optional amount
          clears it), a new key creates one. Every row is checked first: nothing is written while any row has a problem, unless you choose to
          import only the valid rows.
        </Typography.Paragraph>
        <p>
          <Button type="link" className="admin-data__template" onClick={() => void save('/api/admin/imports/products/template.csv', 'products-template.csv')}>
            Download the template
          </Button>
        </p>
        <div className="admin-data__form">
          <label htmlFor={fileField}>CSV file</label>
          <input
            id={fileField}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
          <label className="admin-data__check">
            <input type="checkbox" checked={onlyValid} onChange={(event) => setOnlyValid(event.target.checked)} /> Import only the valid rows
          </label>
          <div className="admin-data__actions">
            <Button disabled={!file} loading={importing} onClick={() => void send(true)}>
              Check file
            </Button>
            <Button type="primary" disabled={!file} loading={importing} onClick={() => void send(false)}>
              Import
            </Button>
          </div>
        </div>
        {outcome && <Outcome result={outcome.result} failure={outcome.failure} />}
        {problems.length > 0 && (
          <>
            <h3 className="admin-data__heading">Problems by line</h3>
            <AdminTable rowKey="id" columns={problemColumns} rows={problems} label="Problems by line" minWidth={480} cards />
          </>
        )}
      </section>
    </div>
  );
}
