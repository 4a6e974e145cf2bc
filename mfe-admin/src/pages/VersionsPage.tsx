import { Button, Typography } from 'antd';
import { useLiveVersions } from '../api/liveVersions';
import type { LiveVersion } from '../api/liveVersions';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag } from '../components/AdminTag';
import { PageTitle } from '../components/PageTitle';

function Status({ version }: { version: LiveVersion }) {
  if (version.state === 'loading') return <AdminTag>Checking…</AdminTag>;
  if (version.state === 'live') return <AdminTag color="green">Live</AdminTag>;
  return (
    <span>
      <AdminTag color="red">Not answering</AdminTag> <Typography.Text type="secondary">{version.problem}</Typography.Text>
    </span>
  );
}

const columns: AdminColumn<LiveVersion>[] = [
  { title: 'Remote', key: 'remote', dataIndex: 'remote', width: 110 },
  { title: 'Version', key: 'version', render: (row) => row.version ?? '—' },
  { title: 'Commit', key: 'commit', render: (row) => (row.commit ? <Typography.Text code>{row.commit}</Typography.Text> : '—') },
  {
    title: 'Manifest',
    key: 'manifest',
    render: (row) => (
      <span>
        <a href={row.manifestUrl} target="_blank" rel="noreferrer">
          {row.manifestUrl}
        </a>
        {row.pinnedRelease && <Typography.Text type="secondary"> (pinned to release {row.pinnedRelease})</Typography.Text>}
      </span>
    ),
  },
  { title: 'Status', key: 'status', render: (row) => <Status version={row} /> },
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
        label="Remotes"
        rows={versions}
        minWidth={760}
        empty="remotes.json names no remotes."
      />
    </div>
  );
}
