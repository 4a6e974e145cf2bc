import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useLoginMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Credentials } from '@rental/platform/types';
import { AuthCard } from './auth/AuthCard';
import { loginRules } from './auth/authRules';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useCompleteSignIn } from './auth/useCompleteSignIn';
import { EnrolmentStep } from './auth/EnrolmentStep';
import { SecondFactorStep } from './auth/SecondFactorStep';
import { type SecondStep, secondStepOf } from './auth/secondFactorApi';
import { Button } from './controls/Button';
import { PasswordField, TextField } from './controls/TextField';

/**
 * /login: e-mail and password, or Google when configured (spec §2, §5, §8). Admins and staff with
 * two-step sign-in then give their authenticator's code; where the shop requires it, those
 * without one set it up here first.
 */
export default function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const location = useLocation();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [codesShown, setCodesShown] = useState(false);
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const { errors } = formState;

  const submit = async ({ email, password }: Credentials) => {
    try {
      const result = await login({ email: email.trim(), password }).unwrap();
      completeSignIn(result, 'Login Success');
    } catch (error) {
      const next = secondStepOf(error);
      if (next) setSecondStep(next);
      else toast.error(errorMessage(error, 'Login failed. Please try again.'));
    }
  };

  if (secondStep) {
    const restart = () => setSecondStep(null);
    const back = (
      <Button variant="link" onClick={restart}>
        Back to sign in
      </Button>
    );
    return secondStep.step === 'code' ? (
      <AuthCard title="Two-step sign-in" subtitle="Enter the 6-digit code from your authenticator app." footer={back}>
        <SecondFactorStep challenge={secondStep.challenge} onSignedIn={(result) => completeSignIn(result, 'Login Success')} onRestart={restart} />
      </AuthCard>
    ) : (
      <AuthCard wide title="Set up two-step sign-in" subtitle="Admin and staff accounts need a code from an authenticator app at every sign-in. Set it up now to continue." footer={codesShown ? null : back}>
        <EnrolmentStep challenge={secondStep.challenge} onSignedIn={(result) => completeSignIn(result, 'Login Success')} onRestart={restart} onCodesShown={() => setCodesShown(true)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to book speakers, mixers and lights for your next show."
      footer={
        <span className="shell-muted">
          New here?{' '}
          <Link to="/register" state={location.state}>
            Create an account
          </Link>
        </span>
      }
    >
      {/* noValidate: one message per field, the app's (no browser tooltip over it). */}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <fieldset disabled={isLoading} className="shell-fieldset">
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" size="large" error={errors.email?.message} {...register('email', loginRules.email)} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            size="large"
            error={errors.password?.message}
            help={<Link to="/forgot-password">Forgot password?</Link>}
            {...register('password', loginRules.password)}
          />
          <Button variant="primary" htmlType="submit" block size="large" loading={isLoading}>
            Login
          </Button>
        </fieldset>
      </form>
      <GoogleSignInButton onSecondStep={setSecondStep} />
    </AuthCard>
  );
}
