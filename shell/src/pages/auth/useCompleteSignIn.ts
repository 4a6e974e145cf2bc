import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useToast } from '@rental/platform';
import type { LoginResult } from '@rental/platform/types';
import { destinationAfterSignIn } from './afterSignIn';

/** Store the session, greet, and send the visitor where spec §4 says (or back where they came from). */
export function useCompleteSignIn() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    ({ token, user }: Pick<LoginResult, 'token' | 'user'>, greeting: string) => {
      signIn(token, user);
      toast.success(greeting);
      navigate(destinationAfterSignIn(user, location.state), { replace: true });
    },
    [signIn, toast, navigate, location.state],
  );
}
