import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { useForgotPasswordMutation } from './account/accountApi';
import { AuthCard } from './auth/AuthCard';
import { loginRules } from './auth/authRules';

/** /forgot-password: asks for a link to choose a new password; the answer is the same for any address. */
export default function ForgotPasswordPage() {
  const [ask, { data, error, isLoading }] = useForgotPasswordMutation();

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account. We send you a link to choose a new password."
      footer={
        <Typography.Text type="secondary">
          Remembered it? <Link to="/login">Back to login</Link>
        </Typography.Text>
      }
    >
      {data ? (
        <Alert type="success" showIcon title={data.message} description="The link works once, for a short time. Nothing arrived? Check your spam folder, or ask again in a few minutes." />
      ) : (
        <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={({ email }) => void ask({ email: email.trim() })} disabled={isLoading} noValidate>
          {error ? <Alert type="error" showIcon title={errorMessage(error, 'The link could not be sent. Please try again.')} style={{ marginBottom: 16 }} /> : null}
          <Form.Item label="Email" name="email" rules={loginRules.email}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            Send me a link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
