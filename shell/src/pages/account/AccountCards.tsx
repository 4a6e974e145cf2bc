import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useAuth, useToast } from '@rental/platform';
import { saveObjectUrl } from '@rental/platform/download';
import { errorMessage } from '@rental/platform/errors';
import type { User } from '@rental/platform/types';
import { confirmPasswordRules, registerRules } from '../auth/authRules';
import { antdRules } from './antdRules';
import {
  type ProfileChanges,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useExportMyDataMutation,
  useResendVerificationMutation,
  useUpdateProfileMutation,
} from './accountApi';

const currentPasswordRules = [{ required: true, message: 'Please enter your current password' }];

/** Two fields side by side on a wide screen, one above the other on a phone. */
function TwoColumns({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={16}>
      {children.map((child, i) => (
        <Col key={i} xs={24} sm={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

/** A card of the account page, its title a heading of the page's outline. */
export function AccountCard({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>} style={{ marginBottom: 24, ...(danger ? { borderColor: '#a8071a' } : {}) }}>
      {children}
    </Card>
  );
}

/** An unverified address: the account books as usual; the owner can have the link sent again. */
export function VerificationNotice({ user }: { user: User }) {
  const [resend, { data, error, isLoading }] = useResendVerificationMutation();
  if (user.emailVerified) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title="Please confirm your e-mail address"
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            We sent a link to <strong>{user.email}</strong>. You can browse and book meanwhile; confirming keeps your account yours, and lets us reach you about your bookings.
          </Typography.Paragraph>
          {data && <Typography.Paragraph style={{ marginBottom: 8 }}>{data.message}</Typography.Paragraph>}
          {error ? <Typography.Paragraph type="danger" style={{ marginBottom: 8 }}>{errorMessage(error, 'The link could not be sent. Please try again.')}</Typography.Paragraph> : null}
          <Button onClick={() => void resend()} loading={isLoading}>
            Send the link again
          </Button>
        </>
      }
    />
  );
}

export function ProfileCard({ user }: { user: User }) {
  const [save, { data, error, isLoading, reset }] = useUpdateProfileMutation();
  return (
    <AccountCard title="Profile">
      <Form<Required<ProfileChanges>>
        name="profile"
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={isLoading}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', address: user.address ?? '' }}
        onValuesChange={() => reset()}
        onFinish={(values) => void save({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim(), address: values.address.trim() })}
      >
        {data && <Alert type="success" showIcon title="Your profile is saved." style={{ marginBottom: 16 }} />}
        {error ? <Alert type="error" showIcon title={errorMessage(error, 'Your profile could not be saved. Please try again.')} style={{ marginBottom: 16 }} /> : null}
        <TwoColumns>
          <Form.Item label="First name" name="firstName" rules={antdRules(registerRules.firstName)}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item label="Last name" name="lastName" rules={antdRules(registerRules.lastName)}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </TwoColumns>
        <Form.Item label="Phone" name="phone" rules={antdRules(registerRules.phone)}>
          <Input type="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={antdRules(registerRules.address)}>
          <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save profile
        </Button>
      </Form>
    </AccountCard>
  );
}

const noPassword = (
  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
    You sign in with Google and have no password here. To have one, use <Link to="/forgot-password">Forgot password?</Link> with your address.
  </Typography.Paragraph>
);

export function EmailCard({ user }: { user: User }) {
  const [change, { data, error, isLoading }] = useChangeEmailMutation();
  const [form] = Form.useForm<{ email: string; password: string }>();
  return (
    <AccountCard title="E-mail address">
      <Typography.Paragraph>
        Now: <strong>{user.email}</strong>
      </Typography.Paragraph>
      {!user.hasPassword ? (
        noPassword
      ) : (
        <Form
          form={form}
          // Named: each form's field ids (and so its labels) are its own, though two have a 'password'.
          name="email-change"
          layout="vertical"
          requiredMark={false}
          noValidate
          disabled={isLoading}
          onFinish={({ email, password }) =>
            void change({ email: email.trim(), password })
              .unwrap()
              .then(() => form.resetFields())
              .catch(() => undefined)
          }
        >
          {data && <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />}
          {error ? <Alert type="error" showIcon title={errorMessage(error, 'Your address could not be changed. Please try again.')} style={{ marginBottom: 16 }} /> : null}
          <TwoColumns>
            <Form.Item label="New e-mail address" name="email" rules={antdRules(registerRules.email)}>
              <Input type="email" autoComplete="email" placeholder="you@example.com" />
            </Form.Item>
            <Form.Item label="Current password" name="password" rules={currentPasswordRules}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </TwoColumns>
          <Typography.Paragraph type="secondary">We send a link to the new address; your account changes when you open it. Your current address is told.</Typography.Paragraph>
          <Button htmlType="submit" loading={isLoading}>
            Change e-mail
          </Button>
        </Form>
      )}
    </AccountCard>
  );
}

export function PasswordCard({ user }: { user: User }) {
  const [change, { data, error, isLoading }] = useChangePasswordMutation();
  const [form] = Form.useForm<{ currentPassword: string; password: string; confirmPassword: string }>();
  return (
    <AccountCard title="Password">
      {!user.hasPassword ? (
        noPassword
      ) : (
        <Form
          form={form}
          name="password-change"
          layout="vertical"
          requiredMark={false}
          noValidate
          disabled={isLoading}
          onFinish={({ currentPassword, password }) =>
            void change({ currentPassword, password })
              .unwrap()
              .then(() => form.resetFields())
              .catch(() => undefined)
          }
        >
          {data && <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />}
          {error ? <Alert type="error" showIcon title={errorMessage(error, 'Your password could not be changed. Please try again.')} style={{ marginBottom: 16 }} /> : null}
          <Form.Item label="Current password" name="currentPassword" rules={currentPasswordRules}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <TwoColumns>
            <Form.Item label="New password" name="password" rules={antdRules(registerRules.password)}>
              <Input.Password autoComplete="new-password" placeholder="At least 6 characters" />
            </Form.Item>
            <Form.Item label="Confirm new password" name="confirmPassword" dependencies={['password']} rules={antdRules(confirmPasswordRules)}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </TwoColumns>
          <Typography.Paragraph type="secondary">Your other devices are signed out; this one stays signed in.</Typography.Paragraph>
          <Button htmlType="submit" loading={isLoading}>
            Change password
          </Button>
        </Form>
      )}
    </AccountCard>
  );
}

export function DataCard({ user }: { user: User }) {
  const [download, downloading] = useExportMyDataMutation();
  const [remove, removing] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  const save = async () => {
    const url = await download().unwrap().catch(() => null);
    if (url) saveObjectUrl(url, 'my-data.json');
  };

  const deleteAccount = async ({ password }: { password?: string }) => {
    const done = await remove(user.hasPassword ? { password } : {})
      .unwrap()
      .catch(() => null);
    if (!done) return;
    toast.success(done.message);
    logout();
    navigate('/', { replace: true });
  };

  return (
    <AccountCard title="Your data" danger={confirming}>
      <Typography.Paragraph>Download everything we hold about you: your profile, your orders and your sign-ins, as a JSON file.</Typography.Paragraph>
      {downloading.error ? <Alert type="error" showIcon title={errorMessage(downloading.error, 'Your data could not be downloaded. Please try again.')} style={{ marginBottom: 16 }} /> : null}
      <Button onClick={() => void save()} loading={downloading.isLoading}>
        Download my data
      </Button>

      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 32 }}>
        Delete this account
      </Typography.Title>
      <Typography.Paragraph>
        Your name, address, phone and e-mail are removed. Your past orders stay with the shop for its books, without them. Open bookings must be cancelled or finished first.
      </Typography.Paragraph>
      {removing.error ? <Alert type="error" showIcon title={errorMessage(removing.error, 'Your account could not be deleted. Please try again.')} style={{ marginBottom: 16 }} /> : null}
      {!confirming ? (
        <Button danger onClick={() => setConfirming(true)}>
          Delete my account…
        </Button>
      ) : (
        <Form<{ password?: string }> name="account-delete" layout="vertical" requiredMark={false} noValidate disabled={removing.isLoading} onFinish={(values) => void deleteAccount(values)}>
          {user.hasPassword && (
            <Form.Item label="Current password, to confirm" name="password" rules={currentPasswordRules}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Space wrap>
            <Button danger type="primary" htmlType="submit" loading={removing.isLoading}>
              Delete my account for good
            </Button>
            <Button onClick={() => setConfirming(false)}>Keep my account</Button>
          </Space>
        </Form>
      )}
    </AccountCard>
  );
}
