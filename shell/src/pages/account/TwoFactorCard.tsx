import { useState } from 'react';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import type { TwoFactorSetup } from '@rental/platform/types';
import { useConfirmTwoFactorMutation, useStartTwoFactorSetupMutation, useTwoFactorStatusQuery } from './accountApi';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TwoFactorManage } from './TwoFactorManage';

const heading = (
  <h2 style={{ margin: 0, fontSize: 18 }}>
    Two-step sign-in
  </h2>
);

/** /account, admins and staff: turn on two-step sign-in (an authenticator app), see it is on and how many recovery codes are left, make new ones or turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatusQuery();
  const [start, starting] = useStartTwoFactorSetupMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!status.data?.available) return null;
  const { enabled, required, recoveryCodesLeft } = status.data;

  if (codes) {
    return (
      <Card title={heading} style={{ marginBottom: 24 }}>
        <RecoveryCodesList codes={codes} doneLabel="I saved them" onDone={() => setCodes(null)} />
      </Card>
    );
  }

  return (
    <Card
      title={heading}
      extra={enabled ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
      style={{ marginBottom: 24 }}
    >
      {enabled ? (
        <>
          <Typography.Paragraph>Every sign-in to this account asks for a code from your authenticator app.</Typography.Paragraph>
          <Typography.Paragraph type={recoveryCodesLeft <= 2 ? 'warning' : 'secondary'} style={{ marginBottom: 0 }}>
            {recoveryCodesLeft === 1 ? '1 recovery code left.' : `${recoveryCodesLeft} recovery codes left.`} Lost your phone? Sign in with a recovery code, or ask another admin to reset your second factor.
          </Typography.Paragraph>
          <TwoFactorManage required={required} onNewCodes={setCodes} />
        </>
      ) : setup ? (
        <AuthenticatorSetup
          setup={setup}
          busy={confirming.isLoading}
          error={error}
          confirmLabel="Turn on two-step sign-in"
          onConfirm={(code) => {
            setError(null);
            confirm(code)
              .unwrap()
              .then((result) => {
                setSetup(null);
                setCodes(result.recoveryCodes);
              })
              .catch((failure: unknown) => setError(errorMessage(failure, 'The code could not be checked. Please try again.')));
          }}
        />
      ) : (
        <>
          {required && <Alert type="warning" showIcon title="The shop requires two-step sign-in for admin and staff accounts: your next sign-in asks you to set it up." style={{ marginBottom: 16 }} />}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Typography.Paragraph>
            Your account can see every customer&apos;s bookings. With two-step sign-in, a stolen password is not enough: each sign-in also asks for a 6-digit code from an app on your phone.
          </Typography.Paragraph>
          <Button
            type="primary"
            loading={starting.isLoading}
            onClick={() => {
              setError(null);
              start()
                .unwrap()
                .then(setSetup)
                .catch((failure: unknown) => setError(errorMessage(failure, 'Two-step sign-in could not be set up. Please try again.')));
            }}
          >
            Set up two-step sign-in
          </Button>
        </>
      )}
    </Card>
  );
}
