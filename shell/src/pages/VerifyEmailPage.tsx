import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useVerifyEmailMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';
import { Button } from './controls/Button';
import { Notice } from './controls/Notice';
import { Spinner } from '../layout/Spinner';

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
    <Button variant="primary" block size="large" onClick={() => navigate(isSignedIn ? '/account' : '/login')}>
      {isSignedIn ? 'Go to my account' : 'Log in'}
    </Button>
  );

  return (
    <AuthCard
      title="Confirm your e-mail"
      subtitle="We check that the address of your account is yours."
      footer={
        <span className="shell-muted">
          <Link to="/">Back to the shop</Link>
        </span>
      }
    >
      {!token ? (
        <Notice type="error" title="This link is incomplete." description="Open the link from the e-mail again, or send a new one from My account." />
      ) : isUninitialized || isLoading ? (
        <Spinner label="Confirming your address…" />
      ) : data ? (
        <>
          <Notice type="success" title={data.message} className="shell-gap-below" />
          {next}
        </>
      ) : (
        <>
          <Notice
            type="error"
            title={errorMessage(error, 'Your address could not be confirmed. Please try again.')}
            description="Send a new link from My account."
            className="shell-gap-below"
          />
          {next}
        </>
      )}
    </AuthCard>
  );
}
