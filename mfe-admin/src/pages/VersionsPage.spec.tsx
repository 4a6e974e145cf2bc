import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRuntimeConfig } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { RecordedCall, Reply } from '@rental/platform/jest/fetchMock';
import { renderAdmin } from '../test/renderAdmin';
import { readLiveVersion, remoteManifests } from '../api/liveVersions';

jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const REMOTES = {
  catalog: 'http://localhost:8081/mf-manifest.json',
  booking: 'http://localhost:8082/releases/1.3.0-0a1b2c3/mf-manifest.json',
  gallery: 'http://localhost:8083/mf-manifest.json',
  admin: { manifest: 'http://localhost:8084/mf-manifest.json', adminOnly: true },
};

const manifest = (version: string, commit: string): Reply => ({ body: { name: 'x', metaData: { buildInfo: { buildVersion: version, buildName: 'x', commit } } } });

/** The runtime config as remotes.json sets it at boot. */
async function withRemotesJson() {
  mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://localhost:3000', remotes: REMOTES } } });
  await loadRuntimeConfig();
}

const rowOf = (remote: string) => screen.getByRole('cell', { name: remote }).closest('tr') as HTMLElement;

describe('VersionsPage', () => {
  it("shows each remote of remotes.json with the version and commit its manifest names, and the manifest's URL", async () => {
    await withRemotesJson();
    let galleryUp = false;
    const { network } = renderAdmin('/admin/versions', {
      'GET /mf-manifest.json': (call: RecordedCall) => {
        if (call.url.startsWith('http://localhost:8081/')) return manifest('2.1.0', 'c0ffee1');
        if (call.url.startsWith('http://localhost:8084/')) return manifest('1.0.0', 'abc1234');
        return galleryUp ? manifest('1.1.0', 'fa11ba0') : { status: 404, body: 'Not found' };
      },
      'GET /releases/1.3.0-0a1b2c3/mf-manifest.json': manifest('1.3.0', '0a1b2c3'),
      'GET /remotes.json': { body: { apiUrl: 'http://localhost:3000', remotes: REMOTES } },
    });

    await screen.findByRole('heading', { name: 'Live versions' });
    await within(await screen.findByRole('table')).findAllByText('Live');
    expect(await within(rowOf('catalog')).findByText('2.1.0')).toBeInTheDocument();
    expect(within(rowOf('catalog')).getByText('c0ffee1')).toBeInTheDocument();
    expect(within(rowOf('catalog')).getByRole('link', { name: REMOTES.catalog })).toHaveAttribute('href', REMOTES.catalog);
    expect(within(rowOf('booking')).getByText('1.3.0')).toBeInTheDocument();
    expect(within(rowOf('booking')).getByText(/pinned to release 1\.3\.0-0a1b2c3/)).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('abc1234')).toBeInTheDocument();

    // The gallery's server answers 404: its row says so, the others are unaffected.
    expect(await within(rowOf('gallery')).findByText('Not answering')).toBeInTheDocument();
    expect(within(rowOf('gallery')).getByText('The manifest answered HTTP 404')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path.endsWith('mf-manifest.json'))).toHaveLength(4);

    // Back up: Check again asks every manifest afresh.
    galleryUp = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await within(rowOf('gallery')).findByText('fa11ba0')).toBeInTheDocument();
    expect(within(rowOf('gallery')).getByText('Live')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path.endsWith('mf-manifest.json'))).toHaveLength(8);
  });

  it("shows each live release's error rate beside the previous one's, marks a failing one, and rolls it back after a confirmation", async () => {
    await withRemotesJson();
    const figures = (release: string, views: number, errors: number, errorRate: number | null, lastMessage: string | null = null) => ({
      release,
      views,
      errors,
      loadFailures: 0,
      errorRate,
      lastMessage,
      firstSeen: '2026-05-01T10:00:00.000Z',
      lastSeen: '2026-05-01T11:00:00.000Z',
    });
    let rolledBack = false;
    const health = () => ({
      body: {
        days: 14,
        flagRatio: 3,
        flagMinErrors: 5,
        remotes: [
          rolledBack
            ? { remote: 'catalog', source: 'deployment', live: figures('2.0.0-aaa1111', 40, 0, 0), previous: null, flagged: false, rollbackTo: null }
            : {
                remote: 'catalog',
                source: 'deployment',
                live: figures('2.1.0-c0ffee1', 20, 6, 300, "TypeError: Cannot read properties of undefined (reading 'price')"),
                previous: figures('2.0.0-aaa1111', 100, 1, 10),
                flagged: true,
                rollbackTo: '2.0.0-aaa1111',
              },
          { remote: 'gallery', source: 'reports', live: figures('1.1.0-fa11ba0', 50, 1, 20), previous: figures('1.0.0-0ld0001', 80, 1, 12.5), flagged: false, rollbackTo: null },
          { remote: 'shell', source: 'reports', live: figures('build-1234abcd', 70, 0, 0), previous: null, flagged: false, rollbackTo: null },
        ],
      },
    });
    const { network } = renderAdmin('/admin/versions', {
      'GET /mf-manifest.json': manifest('2.1.0', 'c0ffee1'),
      'GET /releases/1.3.0-0a1b2c3/mf-manifest.json': manifest('1.3.0', '0a1b2c3'),
      'GET /api/admin/release-health': health,
      'GET /releases/2.0.0-aaa1111/mf-manifest.json': manifest('2.0.0', 'aaa1111'),
      'GET /remotes.json': () => ({ body: { apiUrl: 'http://localhost:3000', remotes: { ...REMOTES, catalog: rolledBack ? 'http://localhost:8081/releases/2.0.0-aaa1111/mf-manifest.json' : REMOTES.catalog } } }),
      'POST /api/admin/release-health/catalog/rollback': () => {
        rolledBack = true;
        return { body: { remote: 'catalog', release: '2.0.0-aaa1111', from: '2.1.0-c0ffee1', manifest: 'http://localhost:8081/releases/2.0.0-aaa1111/mf-manifest.json' } };
      },
    });

    const catalog = await waitFor(() => rowOf('catalog'));
    expect(await within(catalog).findByText('Failing')).toBeInTheDocument();
    expect(within(catalog).getByText('300 per 1,000 views')).toBeInTheDocument();
    expect(within(catalog).getByText('10 per 1,000 views')).toBeInTheDocument();
    expect(within(catalog).getByText(/Last error: TypeError: Cannot read properties/)).toBeInTheDocument();
    // The gallery's deployment cannot be changed from here: the page says how, by hand.
    const gallery = rowOf('gallery');
    expect(within(gallery).queryByText('Failing')).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    expect(within(gallery).getByText('npm run release -w mfe-gallery -- --promote 1.0.0-0ld0001')).toBeInTheDocument();
    expect(screen.getByText(/The shell \(build-1234abcd\): 0 per 1,000 views, 70 views/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(catalog).getByRole('button', { name: 'Roll back to 2.0.0-aaa1111' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Roll catalog back to 2.0.0-aaa1111?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/admin/release-health/catalog/rollback')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/admin/release-health/catalog/rollback')[0].body).toEqual({ release: '2.0.0-aaa1111' });
    expect(await screen.findByText('catalog rolled back to 2.0.0-aaa1111')).toBeInTheDocument();
    // Asked again: the earlier release is live, nothing is failing.
    await waitFor(() => expect(within(rowOf('catalog')).queryByText('Failing')).not.toBeInTheDocument());
    expect(within(rowOf('catalog')).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    // remotes.json is read again: the row shows the pinned release's version.
    expect(await within(rowOf('catalog')).findByText(/pinned to release 2\.0\.0-aaa1111/)).toBeInTheDocument();
    expect(within(rowOf('catalog')).getByText('2.0.0')).toBeInTheDocument();
  });

  it('opens from the quick links on the dashboard', async () => {
    await withRemotesJson();
    renderAdmin('/admin', {
      'GET /api/admin/stats': { body: { totalUsers: 1, totalOrders: 0, totalItems: 0, totalRevenue: 0, pendingOrders: 0, recentOrders: [], recentSignups: [] } },
      'GET /mf-manifest.json': manifest('1.0.0', 'abc1234'),
      'GET /releases/1.3.0-0a1b2c3/mf-manifest.json': manifest('1.3.0', '0a1b2c3'),
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: /Live versions/ }));
    expect(await screen.findByRole('heading', { name: 'Live versions' })).toBeInTheDocument();
  });
});

describe('readLiveVersion', () => {
  it('reads a manifest without version information as unknown, and a remote that does not answer as down', async () => {
    mockFetch({ 'GET /old/mf-manifest.json': { body: { name: 'mfe_old', metaData: {} } } });
    await expect(readLiveVersion('old', 'http://localhost:9000/old/mf-manifest.json')).resolves.toMatchObject({ state: 'live', version: 'unknown', commit: 'unknown' });
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(readLiveVersion('gone', 'http://localhost:9999/mf-manifest.json')).resolves.toMatchObject({ state: 'down', problem: 'No answer (server down or blocked)' });
  });

  it('takes the manifest URL from either form of a remotes.json entry', () => {
    expect(remoteManifests({ a: 'http://a/mf-manifest.json', b: { manifest: 'http://b/mf-manifest.json', adminOnly: true } })).toEqual([
      { remote: 'a', manifestUrl: 'http://a/mf-manifest.json' },
      { remote: 'b', manifestUrl: 'http://b/mf-manifest.json' },
    ]);
  });
});
