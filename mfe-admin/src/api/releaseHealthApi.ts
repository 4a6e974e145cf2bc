// Release health (GET /api/admin/release-health): each remote's live release beside the previous
// one, from what visitors' browsers reported, and the rollback where the API may rewrite remotes.json.
import { api } from '@rental/platform';
import type { ApiSchema } from '@rental/platform/types';

export type ReleaseHealth = ApiSchema<'ReleaseHealthView'>;
export type RemoteHealth = ApiSchema<'RemoteHealth'>;
export type ReleaseFigures = ApiSchema<'ReleaseFigures'>;
export type RollbackDone = ApiSchema<'RollbackDone'>;

export const releaseHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReleaseHealth: build.query<ReleaseHealth, void>({
      query: () => '/api/admin/release-health',
      // Counts change with every visit: asked afresh whenever the page opens.
      keepUnusedDataFor: 0,
    }),
    adminRollBack: build.mutation<RollbackDone, { remote: string; release: string }>({
      query: ({ remote, release }) => ({ url: `/api/admin/release-health/${encodeURIComponent(remote)}/rollback`, method: 'POST', body: { release } }),
    }),
  }),
});

export const { useAdminReleaseHealthQuery, useAdminRollBackMutation } = releaseHealthApi;
