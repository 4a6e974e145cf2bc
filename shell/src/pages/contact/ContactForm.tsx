import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { useSendContactMessageMutation } from './contactApi';

interface ContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

/** The API's caps (api/src/contact/dto): the form stops there rather than be refused. */
const MAX = { fullName: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * Spec §5: all four fields required, a real e-mail; submitting thanks and clears. Beyond the spec
 * the message is sent: the API stores it and e-mails it to the shop. The thank-you
 * shows once it is accepted; a refusal (or no network) shows why and keeps what was typed.
 */
export function ContactForm() {
  const [form] = Form.useForm<ContactMessage>();
  const [thanked, setThanked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useSendContactMessageMutation();

  const submit = async ({ fullName, email, subject, message }: ContactMessage) => {
    setThanked(false);
    setFailure(null);
    try {
      await send({ name: fullName.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() }).unwrap();
      setThanked(true);
      form.resetFields();
    } catch (error) {
      setFailure(errorMessage(error, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <>
      {thanked && <Alert type="success" showIcon title={THANK_YOU} closable={{ onClose: () => setThanked(false) }} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      {/* noValidate: one message per field, the app's (no browser tooltip over it). */}
      <Form<ContactMessage> form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Please enter your full name' }]}>
          <Input autoComplete="name" maxLength={MAX.fullName} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={MAX.email} />
        </Form.Item>
        <Form.Item label="Subject" name="subject" rules={[{ required: true, whitespace: true, message: 'Please enter a subject' }]}>
          <Input maxLength={MAX.subject} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[{ required: true, whitespace: true, message: 'Please enter your message' }]}>
          <Input.TextArea rows={5} maxLength={MAX.message} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={sending.isLoading}>
          Send Message
        </Button>
      </Form>
    </>
  );
}
