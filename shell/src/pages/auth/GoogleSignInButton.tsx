import { useState } from 'react';
import { getGoogleClientId, useGoogleLoginMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { GoogleSignInCancelled, requestGoogleAccessToken } from './googleIdentity';
import { Button } from '../controls/Button';
import { GoogleIcon } from '../controls/icons';
import { useCompleteSignIn } from './useCompleteSignIn';
import { type SecondStep, secondStepOf } from './secondFactorApi';

/** Shown only when the deployment configured a Google client id. An admin's or staff member's second step goes to `onSecondStep`. */
export function GoogleSignInButton({ onSecondStep }: { onSecondStep?: (step: SecondStep) => void } = {}) {
  const clientId = getGoogleClientId();
  const [googleLogin] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  if (!clientId) return null;

  const signInWithGoogle = async () => {
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      const result = await googleLogin({ accessToken }).unwrap();
      completeSignIn(result, 'Login Success');
    } catch (error) {
      const next = secondStepOf(error);
      if (next && onSecondStep) onSecondStep(next);
      else if (next) toast.info('Your account signs in in two steps: please use Continue with Google on the login page.');
      else if (!(error instanceof GoogleSignInCancelled)) toast.error(errorMessage(error, 'Google login failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="shell-divider" role="separator">
        or
      </div>
      <Button block size="large" icon={<GoogleIcon />} loading={busy} onClick={signInWithGoogle}>
        Continue with Google
      </Button>
    </>
  );
}
