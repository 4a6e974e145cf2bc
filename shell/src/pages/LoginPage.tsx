import { Link, useLocation } from 'react-router-dom';
import { Button, Form, Input, Typography } from 'antd';
import { useLoginMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Credentials } from '@rental/platform/types';
import { AuthCard } from './auth/AuthCard';
import { loginRules } from './auth/authRules';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useCompleteSignIn } from './auth/useCompleteSignIn';

/** /login: e-mail and password, or Google when configured (spec §2, §5, §8). */
export default function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const location = useLocation();

  const submit = async ({ email, password }: Credentials) => {
    try {
      const result = await login({ email: email.trim(), password }).unwrap();
      completeSignIn(result, 'Login Success');
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed. Please try again.'));
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to book speakers, mixers and lights for your next show."
      footer={
        <Typography.Text type="secondary">
          New here?{' '}
          <Link to="/register" state={location.state}>
            Create an account
          </Link>
        </Typography.Text>
      }
    >
      {/* noValidate: one message per field, the app's (no browser tooltip over it). */}
      <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading} noValidate>
        <Form.Item label="Email" name="email" rules={loginRules.email}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={loginRules.password} extra={<Link to="/forgot-password">Forgot password?</Link>}>
          <Input.Password autoComplete="current-password" placeholder="Your password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          Login
        </Button>
      </Form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
