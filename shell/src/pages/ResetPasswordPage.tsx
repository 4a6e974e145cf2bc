import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@rental/platform/errors';
import { useResetPasswordMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';
import { confirmPasswordRules, registerRules } from './auth/authRules';
import { Button } from './controls/Button';
import { Notice } from './controls/Notice';
import { PasswordField } from './controls/TextField';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=…: the e-mailed link's page; sets the new password once, then sends the visitor to log in. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar (and so out of the history and any later Referer).
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  useEffect(() => {
    if (location.search) navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);
  const [reset, { data, error, isLoading }] = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<NewPassword>({ defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = formState;

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password signs you in from now on; every device signed in to your account is signed out."
      footer={
        <span className="shell-muted">
          <Link to="/login">Back to login</Link>
        </span>
      }
    >
      {data ? (
        <>
          <Notice type="success" title={data.message} className="shell-gap-below" />
          <Button variant="primary" block size="large" onClick={() => navigate('/login')}>
            Log in
          </Button>
        </>
      ) : !token ? (
        <Notice
          type="error"
          title="This link is incomplete."
          description={
            <>
              Open the link from the e-mail again, or <Link to="/forgot-password">ask for a new one</Link>.
            </>
          }
        />
      ) : (
        <form onSubmit={handleSubmit(({ password }) => void reset({ token, password }))} noValidate>
          <fieldset disabled={isLoading} className="shell-fieldset">
            {error ? (
              <Notice
                type="error"
                title={errorMessage(error, 'Your password could not be changed. Please try again.')}
                description={<Link to="/forgot-password">Ask for a new link</Link>}
                className="shell-gap-below"
              />
            ) : null}
            <PasswordField
              label="New password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              size="large"
              error={errors.password?.message}
              {...register('password', { ...registerRules.password, deps: ['confirmPassword'] })}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              placeholder="The same password again"
              size="large"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword', confirmPasswordRules)}
            />
            <Button variant="primary" htmlType="submit" block size="large" loading={isLoading}>
              Set new password
            </Button>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
