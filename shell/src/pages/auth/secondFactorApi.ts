// The sign-in's second step (admins and staff with two-step sign-in), added to the kernel's one client.
import { api } from '@rental/platform';
import type { LoginResult, LoginResultWithRecoveryCodes, SecondFactorRequired, TwoFactorSetup } from '@rental/platform/types';

export const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    secondFactorSignIn: build.mutation<LoginResult, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/users/login/second-factor', method: 'POST', body }),
    }),
    enrolmentSetup: build.mutation<TwoFactorSetup, { challenge: string }>({
      query: (body) => ({ url: '/api/users/login/second-factor/setup', method: 'POST', body }),
    }),
    enrolmentConfirm: build.mutation<LoginResultWithRecoveryCodes, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/users/login/second-factor/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useSecondFactorSignInMutation, useEnrolmentSetupMutation, useEnrolmentConfirmMutation } = secondFactorApi;

/** The step a sign-in still needs: its 401 names it (`secondFactor`) with a challenge; null for any other failure. */
export interface SecondStep {
  step: 'code' | 'enrol';
  challenge: string;
}

export function secondStepOf(error: unknown): SecondStep | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 401) return null;
  const data = (error as { data?: Partial<SecondFactorRequired> }).data;
  if ((data?.secondFactor === 'code' || data?.secondFactor === 'enrol') && typeof data.challenge === 'string') return { step: data.secondFactor, challenge: data.challenge };
  return null;
}
