import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TwoFactorSetup } from '@rental/platform/types';
import { Button } from '../controls/Button';
import { ControlStyles } from '../controls/ControlStyles';
import { CopyButton } from '../controls/CopyButton';
import { Notice } from '../controls/Notice';
import { TextField } from '../controls/TextField';

/** The secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  setup: TwoFactorSetup;
  busy: boolean;
  error: string | null;
  confirmLabel: string;
  onConfirm: (code: string) => void;
}

/**
 * Two steps: add the account to an authenticator app (QR code, or the key typed in), then prove it
 * with its first code. Plain controls: it is also the sign-in page's enrolment step.
 */
export function AuthenticatorSetup({ setup, busy, error, confirmLabel, onConfirm }: AuthenticatorSetupProps) {
  const [code, setCode] = useState('');
  const digits = code.replace(/\s/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.length === 6) onConfirm(digits);
  };
  return (
    <div className="shell-page">
      <ControlStyles />
      <p>
        <strong>1.</strong> Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 16 }}>
        <img src={setup.qrCode} alt="QR code to add this account to an authenticator app" width={180} height={180} style={{ background: '#fff', padding: 6, borderRadius: 8 }} />
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <span className="shell-muted">Cannot scan? Enter this key in the app:</span>
          <div>
            <code className="shell-code" data-testid="authenticator-secret" style={{ fontSize: 15, wordBreak: 'break-all' }}>
              {grouped(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label="Copy the key" />
          </div>
        </div>
      </div>
      <p>
        <strong>2.</strong> Enter the 6-digit code the app shows for this account.
      </p>
      {error && <Notice type="error" title={error} className="shell-gap-below" />}
      <form onSubmit={submit}>
        <fieldset disabled={busy} className="shell-fieldset">
          <TextField
            id="authenticator-code"
            label="Code from the app"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            size="large"
            style={{ maxWidth: 220, letterSpacing: 2 }}
          />
          <Button variant="primary" htmlType="submit" size="large" loading={busy} disabled={digits.length !== 6}>
            {confirmLabel}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
