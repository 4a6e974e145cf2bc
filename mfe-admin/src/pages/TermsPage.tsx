import { useEffect, useId, useState } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { useAdminPublishTermsMutation, useAdminTermsVersionsQuery } from '../api/adminApi';
import { IdDocumentSettingsForm } from '../components/IdDocumentSettingsForm';
import { PageTitle } from '../components/PageTitle';

/** The API's limit on the terms' text (terms.controller.ts MAX_TERMS_CHARS). */
const MAX_CHARS = 50_000;

/**
 * /admin/terms (admins): the shop's rental terms. Publishing saves a new version, which
 * every booking from then on accepts by the customer's typed full name; older versions stay,
 * read-only, as the orders that accepted them point at them. The editor starts from the newest.
 * The other paperwork a booking may need, the renter's ID document, is set up below them.
 */
export default function TermsPage() {
  const toast = useToast();
  const id = useId();
  const { data: versions, error, isLoading, refetch } = useAdminTermsVersionsQuery();
  const [publish, { isLoading: publishing }] = useAdminPublishTermsMutation();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const newest = versions?.[0];
  // The editor holds the newest text until the admin types.
  const shown = text ?? newest?.text ?? '';
  const unchanged = shown.trim() === (newest?.text ?? '').trim();

  useEffect(() => {
    if (error) console.error('Failed to load the rental terms', error);
  }, [error]);

  const submit = async () => {
    setProblem(null);
    try {
      const published = await publish(shown).unwrap();
      toast.success(`Version ${published.version} of the rental terms published`);
      setText(null);
      await refetch();
    } catch (failure) {
      setProblem(errorMessage(failure, 'The terms could not be published'));
    }
  };

  return (
    <div className="admin-terms">
      <PageTitle>Rental terms</PageTitle>
      {error ? <Typography.Paragraph type="danger">The rental terms could not be loaded.</Typography.Paragraph> : null}
      <p className="admin-terms__lead">
        {isLoading
          ? 'Loading the rental terms…'
          : newest
            ? `Customers accept version ${newest.version} (published ${formatDateTime(newest.publishedAt)} by ${newest.authorEmail}) by typing their full name at checkout.`
            : 'No terms are published: bookings need no acceptance. Once published, every booking must accept them.'}
      </p>
      <form
        className="admin-terms__editor"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-text`}>{newest ? 'New version of the terms' : 'The terms'}</label>
        <Input.TextArea id={`${id}-text`} value={shown} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 8, maxRows: 24 }} maxLength={MAX_CHARS} disabled={isLoading} />
        <span className="admin-terms__count">
          {shown.length.toLocaleString('en-US')} of {MAX_CHARS.toLocaleString('en-US')} characters
        </span>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <Button type="primary" htmlType="submit" loading={publishing} disabled={isLoading || !shown.trim() || unchanged}>
          {newest ? `Publish as version ${newest.version + 1}` : 'Publish version 1'}
        </Button>
      </form>
      <IdDocumentSettingsForm />
      {versions && versions.length > 0 && (
        <section aria-labelledby={`${id}-versions`} className="admin-terms__versions">
          <h2 id={`${id}-versions`}>Versions</h2>
          <ul>
            {versions.map((version, index) => (
              <li key={version.version} aria-label={`Version ${version.version}`}>
                <details open={index === 0}>
                  <summary>
                    Version {version.version}
                    {index === 0 ? ' (current)' : ''}: {formatDateTime(version.publishedAt)}, {version.authorEmail}
                  </summary>
                  <pre className="admin-mail-text">{version.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
