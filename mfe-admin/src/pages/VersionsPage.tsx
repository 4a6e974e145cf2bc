import { Button, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLiveVersions } from '../api/liveVersions';
import type { LiveVersion } from '../api/liveVersions';
import { AdminTable } from '../components/AdminTable';
import { PageTitle } from '../components/PageTitle';

function Status({ version }: { version: LiveVersion }) {
  if (version.state === 'loading') return <Tag>Checking…</Tag>;
  if (version.state === 'live') return <Tag color="green">Live</Tag>;
  return (
    <span>
      <Tag color="red">Not answering</Tag> <Typography.Text type="secondary">{version.problem}</Typography.Text>
    </span>
  );
}

const columns: TableColumnsType<LiveVersion> = [
  { title: 'Remote', dataIndex: 'remote', fixed: 'left', width: 110 },
  { title: 'Version', key: 'version', render: (_v, row) => row.version ?? '—' },
  { title: 'Commit', key: 'commit', render: (_v, row) => (row.commit ? <Typography.Text code>{row.commit}</Typography.Text> : '—') },
  {
    title: 'Manifest',
    key: 'manifest',
    render: (_v, row) => (
      <span>
        <a href={row.manifestUrl} target="_blank" rel="noreferrer">
          {row.manifestUrl}
        </a>
        {row.pinnedRelease && <Typography.Text type="secondary"> (pinned to release {row.pinnedRelease})</Typography.Text>}
      </span>
    ),
  },
  { title: 'Status', key: 'status', render: (_v, row) => <Status version={row} /> },
];

/** /admin/versions: which version and commit of each remote this site loads now (remotes.json and each manifest). */
export default function VersionsPage() {
  const { versions, refresh } = useLiveVersions();
  return (
    <div>
      <PageTitle extra={<Button onClick={refresh}>Check again</Button>}>Live versions</PageTitle>
      <Typography.Paragraph type="secondary">
        The remotes this site's remotes.json names, each asked for its manifest now. A remote is deployed on its own, so each may run a
        different version.
      </Typography.Paragraph>
      <AdminTable<LiveVersion>
        rowKey="remote"
        columns={columns}
        dataSource={versions}
        minWidth={760}
        pagination={false}
        locale={{ emptyText: 'remotes.json names no remotes.' }}
      />
    </div>
  );
}
