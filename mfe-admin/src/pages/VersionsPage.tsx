import { Button, Modal, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useLiveVersions } from '../api/liveVersions';
import type { LiveVersion } from '../api/liveVersions';
import { useAdminReleaseHealthQuery, useAdminRollBackMutation } from '../api/releaseHealthApi';
import type { ReleaseFigures, RemoteHealth } from '../api/releaseHealthApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag } from '../components/AdminTag';
import { PageTitle } from '../components/PageTitle';

/** A remote of remotes.json with what browsers reported about its releases. */
type VersionRow = LiveVersion & { health?: RemoteHealth };

function Status({ version }: { version: LiveVersion }) {
  if (version.state === 'loading') return <AdminTag>Checking…</AdminTag>;
  if (version.state === 'live') return <AdminTag color="green">Live</AdminTag>;
  return (
    <span>
      <AdminTag color="red">Not answering</AdminTag> <Typography.Text type="secondary">{version.problem}</Typography.Text>
    </span>
  );
}

const perThousand = (figures: ReleaseFigures) => (figures.errorRate === null ? 'no views' : `${figures.errorRate.toLocaleString('en-US')} per 1,000 views`);

/** A release's error rate with the counts behind it. */
function Rate({ figures }: { figures: ReleaseFigures | null }) {
  if (!figures) return <Typography.Text type="secondary">—</Typography.Text>;
  const failures = figures.errors + figures.loadFailures;
  return (
    <span>
      <Typography.Text code>{figures.release}</Typography.Text>
      <br />
      {perThousand(figures)}
      <Typography.Text type="secondary">
        {' '}
        ({figures.views.toLocaleString('en-US')} views, {failures.toLocaleString('en-US')} {failures === 1 ? 'error' : 'errors'})
      </Typography.Text>
    </span>
  );
}

function LiveHealth({ health }: { health?: RemoteHealth }) {
  if (!health?.live) return <Typography.Text type="secondary">No reports yet</Typography.Text>;
  return (
    <span>
      {health.flagged && (
        <>
          <AdminTag color="red">Failing</AdminTag>{' '}
        </>
      )}
      <Rate figures={health.live} />
      {health.live.lastMessage && (
        <>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Last error: {health.live.lastMessage}
          </Typography.Text>
        </>
      )}
    </span>
  );
}

/** The by-hand rollback, for a deployment this API cannot change. */
const byHand = (remote: string, release: string) => `npm run release -w mfe-${remote} -- --promote ${release}`;

/**
 * /admin/versions: which version and commit of each remote this site loads now (remotes.json and
 * each manifest), and how each live release fares in visitors' browsers beside the one before it.
 */
export default function VersionsPage() {
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const { versions, refresh } = useLiveVersions();
  const health = useAdminReleaseHealthQuery();
  const [rollBack] = useAdminRollBackMutation();
  const healthOf = new Map((health.data?.remotes ?? []).map((row) => [row.remote, row]));
  const rows: VersionRow[] = versions.map((version) => ({ ...version, health: healthOf.get(version.remote) }));
  const shell = healthOf.get('shell');

  const checkAgain = () => {
    refresh();
    void health.refetch();
  };

  const confirmRollback = (remote: string, release: string) =>
    modal.confirm({
      title: `Roll ${remote} back to ${release}?`,
      content: "remotes.json will pin that release; every page loaded from now on uses it. Pages already open keep the code they loaded.",
      okText: 'Roll back',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await rollBack({ remote, release }).unwrap();
          toast.success(`${remote} rolled back to ${release}`);
          checkAgain();
        } catch (failure) {
          toast.error(errorMessage(failure, `${remote} could not be rolled back`));
        }
      },
    });

  const columns: AdminColumn<VersionRow>[] = [
    { title: 'Remote', key: 'remote', dataIndex: 'remote', width: 90 },
    { title: 'Version', key: 'version', render: (row) => row.version ?? '—' },
    { title: 'Commit', key: 'commit', width: 100, render: (row) => (row.commit ? <Typography.Text code>{row.commit}</Typography.Text> : '—') },
    {
      title: 'Manifest',
      key: 'manifest',
      width: 220,
      render: (row) => (
        <span style={{ wordBreak: 'break-all' }}>
          <a href={row.manifestUrl} target="_blank" rel="noreferrer">
            {row.manifestUrl}
          </a>
          {row.pinnedRelease && <Typography.Text type="secondary"> (pinned to release {row.pinnedRelease})</Typography.Text>}
        </span>
      ),
    },
    { title: 'Status', key: 'status', render: (row) => <Status version={row} /> },
    { title: 'Live release in browsers', key: 'live', render: (row) => <LiveHealth health={row.health} /> },
    { title: 'Previous release', key: 'previous', render: (row) => <Rate figures={row.health?.previous ?? null} /> },
    {
      title: 'Rollback',
      key: 'rollback',
      fixed: 'end',
      width: 210,
      render: (row) => {
        const previous = row.health?.previous?.release;
        if (!previous) return <Typography.Text type="secondary">—</Typography.Text>;
        if (row.health?.rollbackTo) {
          return (
            <Button danger={row.health.flagged} onClick={() => confirmRollback(row.remote, row.health!.rollbackTo!)}>
              Roll back to {row.health.rollbackTo}
            </Button>
          );
        }
        return (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            By hand: <Typography.Text code>{byHand(row.remote, previous)}</Typography.Text>
          </Typography.Text>
        );
      },
    },
  ];

  return (
    <div>
      {modalHolder}
      <PageTitle extra={<Button onClick={checkAgain}>Check again</Button>}>Live versions</PageTitle>
      <Typography.Paragraph type="secondary">
        The remotes this site's remotes.json names, each asked for its manifest now. A remote is deployed on its own, so each may run a
        different version. Errors are what visitors' browsers reported over the last {health.data?.days ?? 14} days (a sample of page
        loads); a live release is marked Failing when its rate is at least {health.data?.flagRatio ?? 3}× the previous release's, with at
        least {health.data?.flagMinErrors ?? 5} errors.
      </Typography.Paragraph>
      {health.isError && <Typography.Paragraph type="danger">The error reports could not be loaded.</Typography.Paragraph>}
      <AdminTable<VersionRow> rowKey="remote" columns={columns} label="Remotes" rows={rows} minWidth={1180} cards empty="remotes.json names no remotes." />
      {shell?.live && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          The shell ({shell.live.release}): {perThousand(shell.live)}, {shell.live.views.toLocaleString('en-US')} views.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        Roll back is offered where the API may rewrite the shell's remotes.json (RELEASES_REMOTES_JSON and RELEASES_DEPLOY_DIRS). Elsewhere,
        serve the previous release with <Typography.Text code>npm run release -w mfe-&lt;remote&gt; -- --promote &lt;release&gt;</Typography.Text>{' '}
        (Docker: <Typography.Text code>LIVE_RELEASE=&lt;release&gt;</Typography.Text>), or pin it in remotes.json.
      </Typography.Paragraph>
    </div>
  );
}
