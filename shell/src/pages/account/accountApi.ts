// The account page's calls, added to the kernel's one client.
import { api } from '@rental/platform';
import type { RecoveryCodes, SignedInSession, TwoFactorSetup, TwoFactorStatus } from '@rental/platform/types';

interface SessionsEnded {
  message: string;
  ended: number;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySessions: build.query<SignedInSession[], void>({
      query: () => '/api/users/sessions',
      providesTags: [{ type: 'User', id: 'SESSIONS' }],
    }),
    endSession: build.mutation<SessionsEnded, string>({
      query: (id) => ({ url: `/api/users/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'SESSIONS' }],
    }),
    endOtherSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: '/api/users/sessions/end-others', method: 'POST' }),
      invalidatesTags: [{ type: 'User', id: 'SESSIONS' }],
    }),
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/api/users/two-factor',
      providesTags: [{ type: 'User', id: 'TWO_FACTOR' }],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/users/two-factor/setup', method: 'POST' }),
    }),
    confirmTwoFactor: build.mutation<RecoveryCodes, string>({
      query: (code) => ({ url: '/api/users/two-factor/confirm', method: 'POST', body: { code } }),
      invalidatesTags: [{ type: 'User', id: 'TWO_FACTOR' }],
    }),
  }),
});

export const {
  useMySessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
} = accountApi;
