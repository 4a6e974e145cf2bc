import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@rental/platform/errors';
import { Button } from '../controls/Button';
import { Notice } from '../controls/Notice';
import { TextAreaField, TextField } from '../controls/TextField';
import { useSendContactMessageMutation } from './contactApi';

interface ContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

const EMPTY: ContactMessage = { fullName: '', email: '', subject: '', message: '' };

/** The API's caps (api/src/contact/dto): the form stops there rather than be refused. */
const MAX = { fullName: 100, email: 254, subject: 200, message: 5000 } as const;

/** An address as antd's `type: 'email'` rule accepted it (async-validator's pattern). */
const EMAIL = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

const filled = (message: string) => ({ validate: { filled: (value: string) => (value.trim() ? true : message) } });

/**
 * Spec §5: all four fields required, a real e-mail; submitting thanks and clears. Beyond the spec
 * the message is sent: the API stores it and e-mails it to the shop. The thank-you
 * shows once it is accepted; a refusal (or no network) shows why and keeps what was typed.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactMessage>({ defaultValues: EMPTY });
  const { errors } = formState;
  const [thanked, setThanked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useSendContactMessageMutation();

  const submit = async ({ fullName, email, subject, message }: ContactMessage) => {
    setThanked(false);
    setFailure(null);
    try {
      await send({ name: fullName.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() }).unwrap();
      setThanked(true);
      reset(EMPTY);
    } catch (error) {
      setFailure(errorMessage(error, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <>
      {thanked && <Notice type="success" title={THANK_YOU} onClose={() => setThanked(false)} className="shell-gap-below" />}
      {failure && <Notice type="error" title={failure} className="shell-gap-below" />}
      {/* noValidate: one message per field, the app's (no browser tooltip over it). */}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <TextField label="Full name" autoComplete="name" maxLength={MAX.fullName} error={errors.fullName?.message} {...register('fullName', filled('Please enter your full name'))} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          error={errors.email?.message}
          {...register('email', {
            validate: {
              filled: (value) => (value.trim() ? true : 'Please enter your email'),
              valid: (value) => (EMAIL.test(value) ? true : 'Please enter a valid email address'),
            },
          })}
        />
        <TextField label="Subject" maxLength={MAX.subject} error={errors.subject?.message} {...register('subject', filled('Please enter a subject'))} />
        <TextAreaField label="Message" rows={5} maxLength={MAX.message} error={errors.message?.message} {...register('message', filled('Please enter your message'))} />
        <Button variant="primary" htmlType="submit" size="large" loading={sending.isLoading}>
          Send Message
        </Button>
      </form>
    </>
  );
}
