import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { useResetPasswordMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';
import { confirmPasswordRules, registerRules } from './auth/authRules';

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

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password signs you in from now on; every device signed in to your account is signed out."
      footer={
        <Typography.Text type="secondary">
          <Link to="/login">Back to login</Link>
        </Typography.Text>
      }
    >
      {data ? (
        <>
          <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />
          <Button type="primary" block size="large" onClick={() => navigate('/login')}>
            Log in
          </Button>
        </>
      ) : !token ? (
        <Alert
          type="error"
          showIcon
          title="This link is incomplete."
          description={
            <>
              Open the link from the e-mail again, or <Link to="/forgot-password">ask for a new one</Link>.
            </>
          }
        />
      ) : (
        <Form<NewPassword> layout="vertical" requiredMark={false} onFinish={({ password }) => void reset({ token, password })} disabled={isLoading} noValidate>
          {error ? (
            <Alert
              type="error"
              showIcon
              title={errorMessage(error, 'Your password could not be changed. Please try again.')}
              description={<Link to="/forgot-password">Ask for a new link</Link>}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item label="New password" name="password" rules={registerRules.password}>
            <Input.Password autoComplete="new-password" placeholder="At least 6 characters" size="large" />
          </Form.Item>
          <Form.Item label="Confirm new password" name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules}>
            <Input.Password autoComplete="new-password" placeholder="The same password again" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            Set new password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
