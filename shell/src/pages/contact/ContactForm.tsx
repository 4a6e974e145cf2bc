import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';

interface ContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

/** Spec §5: all four fields required, a real e-mail; submitting only thanks and clears; nothing is sent. */
export function ContactForm() {
  const [form] = Form.useForm<ContactMessage>();
  const [thanked, setThanked] = useState(false);

  const submit = () => {
    setThanked(true);
    form.resetFields();
  };

  return (
    <>
      {thanked && <Alert type="success" showIcon title={THANK_YOU} closable={{ onClose: () => setThanked(false) }} style={{ marginBottom: 16 }} />}
      {/* noValidate: one message per field, the app's (no browser tooltip over it). */}
      <Form<ContactMessage> form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Please enter your full name' }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Subject" name="subject" rules={[{ required: true, whitespace: true, message: 'Please enter a subject' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[{ required: true, whitespace: true, message: 'Please enter your message' }]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large">
          Send Message
        </Button>
      </Form>
    </>
  );
}
