import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRegisterMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Registration } from '@rental/platform/types';
import { AuthCard } from './auth/AuthCard';
import { confirmPasswordRules, registerRules } from './auth/authRules';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useCompleteSignIn } from './auth/useCompleteSignIn';
import { Button } from './controls/Button';
import { PasswordField, TextField } from './controls/TextField';

type RegisterForm = Registration & { confirmPassword: string };

const WELCOME = 'Registration successful! Welcome to the product!';
const EMPTY: RegisterForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', address: '', phone: '' };

/** /register (spec §2, §5, §8). Signs the customer in when the API returns a token, else sends them to log in. */
export default function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<RegisterForm>({ defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = async (values: RegisterForm) => {
    const registration: Registration = {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      address: values.address.trim(),
      phone: values.phone.trim(),
    };
    try {
      const result = await register(registration).unwrap();
      if (result.token && result.user) return completeSignIn({ token: result.token, user: result.user }, WELCOME);
      toast.success(WELCOME);
      navigate('/login', { replace: true, state: location.state });
    } catch (error) {
      toast.error(errorMessage(error, 'Registration failed. Please try again.'));
    }
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="One account for quotes, bookings and your rental history."
      footer={
        <span className="shell-muted">
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Login
          </Link>
        </span>
      }
    >
      {/* noValidate: the rules say what is wrong, once; the browser's own tooltip would cover them and stop the submit. */}
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <fieldset disabled={isLoading} className="shell-fieldset">
          <div className="shell-form-row">
            <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName', registerRules.firstName)} />
            <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName', registerRules.lastName)} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register('email', registerRules.email)} />
          <div className="shell-form-row">
            <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...form.register('password', { ...registerRules.password, deps: ['confirmPassword'] })} />
            <PasswordField label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword', confirmPasswordRules)} />
          </div>
          <TextField label="Address" autoComplete="street-address" placeholder="Where we deliver your gear" error={errors.address?.message} {...form.register('address', registerRules.address)} />
          <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone', registerRules.phone)} />
          <Button variant="primary" htmlType="submit" block size="large" loading={isLoading}>
            Register
          </Button>
        </fieldset>
      </form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
