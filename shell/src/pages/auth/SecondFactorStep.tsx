import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import type { LoginResult } from '@rental/platform/types';
import { useSecondFactorSignInMutation } from './secondFactorApi';

/** The sign-in's second step: the authenticator's code, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (result: LoginResult) => void; onRestart: () => void }) {
  const [signIn, { isLoading }] = useSecondFactorSignInMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async () => {
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
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            expired ? (
              <Button size="small" onClick={onRestart}>
                Sign in again
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} disabled={isLoading}>
        <Form.Item label="Authentication code" htmlFor="second-factor-code" extra="Lost your phone? Enter one of your recovery codes instead.">
          <Input
            id="second-factor-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            maxLength={32}
            placeholder="123456"
            size="large"
            style={{ letterSpacing: 2 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading} disabled={!code.trim()}>
          Verify and sign in
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 13 }}>
        No code and no recovery codes? Ask an admin to reset your second factor.
      </Typography.Paragraph>
    </>
  );
}
