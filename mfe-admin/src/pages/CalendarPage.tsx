import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { formatDateTime } from '@rental/money-days/days';
import { type CalendarScope, useCalendarFeedsQuery, useMakeCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../api/inspectionsApi';
import { PageTitle } from '../components/PageTitle';

const SCOPES: { scope: CalendarScope; title: string; text: string }[] = [
  { scope: 'own', title: 'My pick-ups and returns', text: 'The approved orders you hand out and take back at the counter.' },
  { scope: 'shop', title: 'The whole shop', text: 'Every pick-up and return, with the orders still awaiting approval marked tentative.' },
];

/**
 * /admin/calendar: secret calendar addresses (iCal) to add to Google Calendar, Outlook or a phone.
 * An address is shown once, when made; a new one replaces it and revoking stops it answering.
 */
export default function CalendarPage() {
  const toast = useToast();
  const { data } = useCalendarFeedsQuery();
  const [make, making] = useMakeCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [shown, setShown] = useState<Partial<Record<CalendarScope, string>>>({});
  const run = async (scope: CalendarScope, replace: boolean) => {
    try {
      const made = await make(scope).unwrap();
      setShown({ ...shown, [scope]: made.address });
      toast.success(replace ? 'New address made: the old one no longer works' : made.message);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to make the address'));
    }
  };
  const stop = async (scope: CalendarScope) => {
    try {
      toast.success((await revoke(scope).unwrap()).message);
      setShown({ ...shown, [scope]: undefined });
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to revoke the address'));
    }
  };
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Address copied');
    } catch {
      toast.error('Copy it by hand: select the address and copy');
    }
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <PageTitle>Calendar</PageTitle>
      <Typography.Paragraph type="secondary">Subscribe to these addresses in your calendar app. Anyone with an address can read it: keep it private, and make a new one if it leaks.</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {SCOPES.filter(({ scope }) => scope === 'own' || data?.shopAllowed).map(({ scope, title, text }) => {
          const live = data?.feeds.find((feed) => feed.scope === scope);
          const address = shown[scope];
          return (
            <Card key={scope} title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} size="small">
              <Typography.Paragraph>{text}</Typography.Paragraph>
              {address && (
                <Alert
                  type="success"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title="Your address (shown only now)"
                  description={
                    <Space.Compact style={{ width: '100%' }}>
                      <Input readOnly aria-label={`Calendar address: ${title}`} value={address} onFocus={(event) => event.target.select()} />
                      <Button onClick={() => void copy(address)}>Copy</Button>
                    </Space.Compact>
                  }
                />
              )}
              {live && !address && <Typography.Paragraph>An address made {formatDateTime(live.createdAt)} is live.</Typography.Paragraph>}
              <Space wrap>
                <Button type={live ? 'default' : 'primary'} loading={making.isLoading && making.originalArgs === scope} onClick={() => void run(scope, !!live)}>
                  {live ? 'Make a new address' : 'Make an address'}
                </Button>
                {live && (
                  <Button danger loading={revoking.isLoading && revoking.originalArgs === scope} onClick={() => void stop(scope)}>
                    Revoke
                  </Button>
                )}
              </Space>
            </Card>
          );
        })}
      </Space>
    </div>
  );
}
