import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { TwoFactorSetup } from '@rental/platform/types';

/** The secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  setup: TwoFactorSetup;
  busy: boolean;
  error: string | null;
  confirmLabel: string;
  onConfirm: (code: string) => void;
}

/** Two steps: add the account to an authenticator app (QR code, or the key typed in), then prove it with its first code. */
export function AuthenticatorSetup({ setup, busy, error, confirmLabel, onConfirm }: AuthenticatorSetupProps) {
  const [code, setCode] = useState('');
  return (
    <div>
      <Typography.Paragraph>
        <strong>1.</strong> Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 16 }}>
        <img src={setup.qrCode} alt="QR code to add this account to an authenticator app" width={180} height={180} style={{ background: '#fff', padding: 6, borderRadius: 8 }} />
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text type="secondary">Cannot scan? Enter this key in the app:</Typography.Text>
          <div>
            <Typography.Text code copyable={{ text: setup.secret, tooltips: ['Copy the key', 'Copied'] }} data-testid="authenticator-secret" style={{ fontSize: 15, wordBreak: 'break-all' }}>
              {grouped(setup.secret)}
            </Typography.Text>
          </div>
        </div>
      </div>
      <Typography.Paragraph>
        <strong>2.</strong> Enter the 6-digit code the app shows for this account.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" requiredMark={false} onFinish={() => onConfirm(code.replace(/\s/g, ''))} disabled={busy}>
        <Form.Item label="Code from the app" htmlFor="authenticator-code">
          <Input
            id="authenticator-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            size="large"
            style={{ maxWidth: 220, letterSpacing: 2 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={code.replace(/\s/g, '').length !== 6}>
          {confirmLabel}
        </Button>
      </Form>
    </div>
  );
}
