import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '@rental/platform/errors';
import type { LoginResult } from '@rental/platform/types';
import { Button } from '../controls/Button';
import { Notice } from '../controls/Notice';
import { TextField } from '../controls/TextField';
import { useSecondFactorSignInMutation } from './secondFactorApi';

/** The sign-in's second step: the authenticator's code, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (result: LoginResult) => void; onRestart: () => void }) {
  const [signIn, { isLoading }] = useSecondFactorSignInMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setError(null);
    try {
      onSignedIn(await signIn({ challenge, code: code.trim() }).unwrap());
    } catch (failure) {
      const message = errorMessage(failure, 'The code could not be checked. Please try again.');
      setError(message);
      // A challenge lasts 5 minutes: after that only a new sign-in helps.
      setExpired(/sign in again/i.test(message));
    }
  };

  return (
    <>
      {error && (
        <Notice
          type="error"
          title={error}
          action={
            expired ? (
              <Button size="small" onClick={onRestart}>
                Sign in again
              </Button>
            ) : undefined
          }
          className="shell-gap-below"
        />
      )}
      <form onSubmit={(event) => void submit(event)}>
        <fieldset disabled={isLoading} className="shell-fieldset">
          <TextField
            id="second-factor-code"
            label="Authentication code"
            help="Lost your phone? Enter one of your recovery codes instead."
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            maxLength={32}
            placeholder="123456"
            size="large"
            style={{ letterSpacing: 2 }}
          />
          <Button variant="primary" htmlType="submit" block size="large" loading={isLoading} disabled={!code.trim()}>
            Verify and sign in
          </Button>
        </fieldset>
      </form>
      <p className="shell-muted" style={{ marginTop: 16, marginBottom: 0, fontSize: 13 }}>
        No code and no recovery codes? Ask an admin to reset your second factor.
      </p>
    </>
  );
}
