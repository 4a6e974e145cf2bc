import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { formatDateTime } from '@rental/money-days/days';
import { type ContactMessage, useAdminContactMessagePageQuery } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { PageTitle } from '../components/PageTitle';
import { ADMIN_PAGE_SIZE, type ListScreen, useListQuery } from '../components/useListQuery';

const MESSAGE_LIST = { filters: [], defaultSort: { sort: 'createdAt', dir: 'desc' } } as const satisfies ListScreen;

const columns = (open: (message: ContactMessage) => void): AdminColumn<ContactMessage>[] => [
  { title: 'Received', key: 'createdAt', width: 150, render: (message) => formatDateTime(message.createdAt) },
  { title: 'From', key: 'name', width: 220, ellipsis: true, render: (message) => `${message.name} <${message.email}>` },
  { title: 'Subject', key: 'subject', dataIndex: 'subject', width: 220, ellipsis: true },
  { title: 'Message', key: 'message', dataIndex: 'message', ellipsis: true },
  {
    title: 'Actions',
    key: 'actions',
    width: 76,
    fixed: 'end',
    render: (message) => (
      <button
        type="button"
        className="admin-button admin-button--small"
        aria-label={`Open the message from ${message.name}: ${message.subject}`}
        onClick={(event) => {
          event.stopPropagation();
          open(message);
        }}
      >
        Open
      </button>
    ),
  },
];

/**
 * /admin/messages: what visitors wrote on the Contact page, newest first, a page at a time, for
 * admins and staff (each one was also e-mailed to the shop's address). Open shows the whole
 * message with a link to answer by e-mail. Not in the sidebar (the spec fixes its entries); the
 * dashboards link here.
 */
export default function MessagesPage() {
  const list = useListQuery(MESSAGE_LIST);
  const { data, error, isLoading, isFetching, refetch } = useAdminContactMessagePageQuery({ page: list.page, limit: ADMIN_PAGE_SIZE });
  const [opened, setOpened] = useState<ContactMessage | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load the contact messages', error);
  }, [error]);

  return (
    <div>
      <PageTitle extra={<Button onClick={() => refetch()}>Refresh</Button>}>Contact messages</PageTitle>
      {error ? <Typography.Paragraph type="danger">The messages could not be loaded.</Typography.Paragraph> : null}
      <AdminTable<ContactMessage>
        label="Contact messages"
        rowKey="_id"
        columns={columns(setOpened)}
        rows={data?.data ?? []}
        onRowClick={setOpened}
        loading={isLoading || isFetching}
        minWidth={900}
        empty="No messages yet"
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} messages`)}
      />
      {opened ? (
        <Modal
          open
          title={opened.subject}
          onCancel={() => setOpened(null)}
          width={640}
          footer={[
            <Button key="close" onClick={() => setOpened(null)}>
              Close
            </Button>,
            <Button key="answer" type="primary" href={`mailto:${opened.email}?subject=${encodeURIComponent(`Re: ${opened.subject}`)}`}>
              Answer by e-mail
            </Button>,
          ]}
        >
          <dl className="admin-mail-facts">
            <dt>From</dt>
            <dd>
              {opened.name} &lt;{opened.email}&gt;
            </dd>
            <dt>Received</dt>
            <dd>{formatDateTime(opened.createdAt)}</dd>
          </dl>
          <pre className="admin-mail-text" aria-label="Message">
            {opened.message}
          </pre>
        </Modal>
      ) : null}
    </div>
  );
}
