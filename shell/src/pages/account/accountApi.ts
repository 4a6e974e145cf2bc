// The account page's calls (and the public reset and verification links'), added to the kernel's one client.
import { api } from '@rental/platform';
import { fileAsObjectUrl } from '@rental/platform/download';
import type { RecoveryCodes, SignedInSession, TwoFactorSetup, TwoFactorStatus, User } from '@rental/platform/types';

interface SessionsEnded {
  message: string;
  ended: number;
}

interface Message {
  message: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  address?: string;
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
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/api/users/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SessionsEnded, { token: string; password: string }>({
      query: (body) => ({ url: '/api/users/password/reset', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<{ message: string; email: string }, { token: string }>({
      query: (body) => ({ url: '/api/users/verify-email', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
    resendVerification: build.mutation<Message, void>({
      query: () => ({ url: '/api/users/me/verification', method: 'POST' }),
    }),
    updateProfile: build.mutation<User, ProfileChanges>({
      query: (body) => ({ url: '/api/users/me', method: 'PATCH', body }),
      // The header and every page read the signed-in user from getCurrentUser: it gets the response at once.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(api.util.upsertQueryData('getCurrentUser', undefined, data));
      },
    }),
    changeEmail: build.mutation<Message, { email: string; password: string }>({
      query: (body) => ({ url: '/api/users/me/email', method: 'POST', body }),
    }),
    changePassword: build.mutation<SessionsEnded, { currentPassword: string; password: string }>({
      query: (body) => ({ url: '/api/users/me/password', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'SESSIONS' }],
    }),
    /** My data as an object URL of the JSON file (saved with saveObjectUrl). */
    exportMyData: build.mutation<string, void>({
      query: () => ({ url: '/api/users/me/export', responseHandler: fileAsObjectUrl }),
    }),
    deleteAccount: build.mutation<Message, { password?: string }>({
      query: (body) => ({ url: '/api/users/me', method: 'DELETE', body }),
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
    /** The proof is the password, or a code from the app. */
    renewRecoveryCodes: build.mutation<RecoveryCodes, { password: string } | { code: string }>({
      query: (body) => ({ url: '/api/users/two-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'TWO_FACTOR' }],
    }),
    turnOffTwoFactor: build.mutation<Message, string>({
      query: (code) => ({ url: '/api/users/two-factor/off', method: 'POST', body: { code } }),
      invalidatesTags: [{ type: 'User', id: 'TWO_FACTOR' }],
    }),
  }),
});

export const {
  useMySessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useExportMyDataMutation,
  useDeleteAccountMutation,
  useTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useTurnOffTwoFactorMutation,
} = accountApi;
