import { screen, within } from '@testing-library/react';
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
