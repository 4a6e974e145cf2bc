import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useRegisterMutation, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Registration } from '@rental/platform/types';
import { AuthCard } from './auth/AuthCard';
import { confirmPasswordRules, registerRules } from './auth/authRules';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useCompleteSignIn } from './auth/useCompleteSignIn';

type RegisterForm = Registration & { confirmPassword: string };

const WELCOME = 'Registration successful! Welcome to the product!';

/** /register (spec §2, §5, §8). Signs the customer in when the API returns a token, else sends them to log in. */
export default function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = async (form: RegisterForm) => {
    const registration: Registration = {
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      password: form.password,
      address: form.address.trim(),
      phone: form.phone.trim(),
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

  const half = { xs: 24, sm: 12 };
  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="One account for quotes, bookings and your rental history."
      footer={
        <Typography.Text type="secondary">
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Login
          </Link>
        </Typography.Text>
      }
    >
      {/* noValidate: the rules below say what is wrong, once; the browser's own tooltip would cover them and stop the submit. */}
      <Form<RegisterForm> layout="vertical" requiredMark={false} onFinish={submit} disabled={isLoading} noValidate>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label="First name" name="firstName" rules={registerRules.firstName}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Last name" name="lastName" rules={registerRules.lastName}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Email" name="email" rules={registerRules.email}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label="Password" name="password" rules={registerRules.password}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Confirm password" name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Address" name="address" rules={registerRules.address}>
          <Input autoComplete="street-address" placeholder="Where we deliver your gear" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={registerRules.phone}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          Register
        </Button>
      </Form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
