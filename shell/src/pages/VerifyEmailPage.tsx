import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Spin, Typography } from 'antd';
import { useAuth } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useVerifyEmailMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';

/** /verify-email?token=…: the verification link's page (at registration, or for a new address); confirms at once. */
export default function VerifyEmailPage() {
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();
  // Once per link, even when React runs effects twice.
  const sent = useRef('');
  useEffect(() => {
    if (token && sent.current !== token) {
      sent.current = token;
      void verify({ token });
    }
  }, [token, verify]);

  // One control, a button (not a button inside a link): to the account when signed in, else to log in.
  const next = (
    <Button type="primary" block size="large" onClick={() => navigate(isSignedIn ? '/account' : '/login')}>
      {isSignedIn ? 'Go to my account' : 'Log in'}
    </Button>
  );

  return (
    <AuthCard
      title="Confirm your e-mail"
      subtitle="We check that the address of your account is yours."
      footer={
        <Typography.Text type="secondary">
          <Link to="/">Back to the shop</Link>
        </Typography.Text>
      }
    >
      {!token ? (
        <Alert type="error" showIcon title="This link is incomplete." description="Open the link from the e-mail again, or send a new one from My account." />
      ) : isUninitialized || isLoading ? (
        <div role="status" style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <Typography.Paragraph style={{ marginTop: 12 }}>Confirming your address…</Typography.Paragraph>
        </div>
      ) : data ? (
        <>
          <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />
          {next}
        </>
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            title={errorMessage(error, 'Your address could not be confirmed. Please try again.')}
            description="Send a new link from My account."
            style={{ marginBottom: 16 }}
          />
          {next}
        </>
      )}
    </AuthCard>
  );
}
