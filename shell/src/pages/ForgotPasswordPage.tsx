import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { errorMessage } from '@rental/platform/errors';
import { useForgotPasswordMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';
import { loginRules } from './auth/authRules';
import { Button } from './controls/Button';
import { Notice } from './controls/Notice';
import { TextField } from './controls/TextField';

/** /forgot-password: asks for a link to choose a new password; the response is the same for any address. */
export default function ForgotPasswordPage() {
  const [ask, { data, error, isLoading }] = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account. We send you a link to choose a new password."
      footer={
        <span className="shell-muted">
          Remembered it? <Link to="/login">Back to login</Link>
        </span>
      }
    >
      {data ? (
        <Notice type="success" title={data.message} description="The link works once, for a short time. Nothing arrived? Check your spam folder, or ask again in a few minutes." />
      ) : (
        <form onSubmit={handleSubmit(({ email }) => void ask({ email: email.trim() }))} noValidate>
          <fieldset disabled={isLoading} className="shell-fieldset">
            {error ? <Notice type="error" title={errorMessage(error, 'The link could not be sent. Please try again.')} className="shell-gap-below" /> : null}
            <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" size="large" error={formState.errors.email?.message} {...register('email', loginRules.email)} />
            <Button variant="primary" htmlType="submit" block size="large" loading={isLoading}>
              Send me a link
            </Button>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
