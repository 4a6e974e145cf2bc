import { useEffect, useState } from 'react';
import { errorMessage } from '@rental/platform/errors';
import type { LoginResult, LoginResultWithRecoveryCodes, TwoFactorSetup } from '@rental/platform/types';
import { AuthenticatorSetup } from '../account/AuthenticatorSetup';
import { RecoveryCodesList } from '../account/RecoveryCodesList';
import { Button } from '../controls/Button';
import { Notice } from '../controls/Notice';
import { Spinner } from '../../layout/Spinner';
import { useEnrolmentConfirmMutation, useEnrolmentSetupMutation } from './secondFactorApi';

/** The shop requires two-step sign-in and this admin or staff member has none yet: set it up, then sign in. */
export function EnrolmentStep({
  challenge,
  onSignedIn,
  onRestart,
  onCodesShown,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onRestart: () => void;
  /** The account is signed in and its recovery codes are on screen: going back would only lose them. */
  onCodesShown?: () => void;
}) {
  const [startSetup] = useEnrolmentSetupMutation();
  const [confirm, confirming] = useEnrolmentConfirmMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<LoginResultWithRecoveryCodes | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    startSetup({ challenge })
      .unwrap()
      .then(setSetup)
      .catch((failure: unknown) => setError(errorMessage(failure, 'Two-step sign-in could not be set up. Please sign in again.')));
  }, [challenge, startSetup]);

  if (done) return <RecoveryCodesList codes={done.recoveryCodes} doneLabel="I saved them, continue" onDone={() => onSignedIn(done)} />;
  if (!setup) {
    return error ? (
      <Notice
        type="error"
        title={error}
        action={
          <Button size="small" onClick={onRestart}>
            Sign in again
          </Button>
        }
      />
    ) : (
      <Spinner label="Preparing your authenticator key…" />
    );
  }
  return (
    <AuthenticatorSetup
      setup={setup}
      busy={confirming.isLoading}
      error={error}
      confirmLabel="Turn on and sign in"
      onConfirm={(code) => {
        setError(null);
        confirm({ challenge, code })
          .unwrap()
          .then((result) => {
            setDone(result);
            onCodesShown?.();
          })
          .catch((failure: unknown) => setError(errorMessage(failure, 'The code could not be checked. Please try again.')));
      }}
    />
  );
}
