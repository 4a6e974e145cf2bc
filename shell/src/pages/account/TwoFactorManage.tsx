import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { useRenewRecoveryCodesMutation, useTurnOffTwoFactorMutation } from './accountApi';

interface TwoFactorManageProps {
  /** The shop requires two-step sign-in for the role: it cannot be turned off. */
  required: boolean;
  onNewCodes: (codes: string[]) => void;
}

/** A 6-digit answer is a code from the app; anything else is the password (staff passwords have 12+ characters). */
const proofOf = (typed: string) => (/^\d{6}$/.test(typed.replace(/\s/g, '')) ? { code: typed.replace(/\s/g, '') } : { password: typed });

/** Two-step sign-in that is on: new recovery codes (password or code), and turning it off (a code) where the shop allows. */
export function TwoFactorManage({ required, onNewCodes }: TwoFactorManageProps) {
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const [turnOff, turningOff] = useTurnOffTwoFactorMutation();
  const [action, setAction] = useState<'codes' | 'off' | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (next: 'codes' | 'off') => {
    setAction(next);
    setTyped('');
    setError(null);
  };
  if (!action) {
    return (
      <Space wrap style={{ marginTop: 16 }}>
        <Button onClick={() => open('codes')}>New recovery codes</Button>
        {!required && (
          <Button danger onClick={() => open('off')}>
            Turn off two-step sign-in
          </Button>
        )}
      </Space>
    );
  }

  const busy = renewing.isLoading || turningOff.isLoading;
  const submit = () => {
    setError(null);
    if (action === 'codes') {
      renew(proofOf(typed))
        .unwrap()
        .then((result) => {
          setAction(null);
          onNewCodes(result.recoveryCodes);
        })
        .catch((failure: unknown) => setError(errorMessage(failure, 'New codes could not be made. Please try again.')));
    } else {
      turnOff(typed.replace(/\s/g, ''))
        .unwrap()
        .then(() => setAction(null))
        .catch((failure: unknown) => setError(errorMessage(failure, 'Two-step sign-in could not be turned off. Please try again.')));
    }
  };
  const id = action === 'codes' ? 'recovery-codes-proof' : 'turn-off-code';
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} style={{ marginTop: 16 }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.Item
        label={action === 'codes' ? 'Your password, or a code from your authenticator app' : 'A code from your authenticator app (or a recovery code)'}
        htmlFor={id}
        extra={action === 'codes' ? 'Your old recovery codes stop working at once.' : 'Signing in then needs only your password.'}
      >
        {action === 'codes' ? (
          <Input.Password id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="current-password" style={{ maxWidth: 320 }} />
        ) : (
          <Input id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="one-time-code" maxLength={12} placeholder="123456" style={{ maxWidth: 220, letterSpacing: 2 }} />
        )}
      </Form.Item>
      <Space wrap>
        <Button type="primary" danger={action === 'off'} htmlType="submit" loading={busy} disabled={!typed.trim()}>
          {action === 'codes' ? 'Make new recovery codes' : 'Turn off'}
        </Button>
        <Button onClick={() => setAction(null)}>Cancel</Button>
      </Space>
    </Form>
  );
}
