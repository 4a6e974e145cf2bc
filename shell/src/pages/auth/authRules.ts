import type { FormRule as Rule } from 'antd';

// Messages are spec §5's, word for word.

const hasAt = (value: string) => value.includes('@');
const hasAtAndDot = (value: string) => /@/.test(value) && /\./.test(value.split('@').pop() ?? '');

/** Runs only on a non-empty value so an empty field shows just its "required" message. */
const when = (isValid: (value: string) => boolean, message: string): Rule => ({
  validator: (_rule, value: string | undefined) =>
    !value || isValid(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

export const loginRules = {
  email: [{ required: true, whitespace: true, message: 'Please enter your email' }, when(hasAt, 'Please enter a valid email address')],
  password: [
    { required: true, message: 'Please enter your password' },
    when((value) => value.length >= 6, 'Password must be at least 6 characters'),
  ],
} satisfies Record<string, Rule[]>;

export const registerRules = {
  firstName: [{ required: true, whitespace: true, message: 'Please enter your first name' }],
  lastName: [{ required: true, whitespace: true, message: 'Please enter your last name' }],
  email: [{ required: true, whitespace: true, message: 'Please enter your email' }, when(hasAtAndDot, 'Please enter a valid email address')],
  password: [
    {
      // The spec gives one message for an empty or short password.
      validator: (_rule, value: string | undefined) =>
        (value ?? '').length >= 6 ? Promise.resolve() : Promise.reject(new Error('Password must be at least 6 characters long')),
    },
  ],
  address: [{ required: true, whitespace: true, message: 'Please enter your address' }],
  phone: [{ required: true, whitespace: true, message: 'Please enter your phone number' }, when((value) => value.length >= 10, 'Please enter a valid phone number')],
} satisfies Record<string, Rule[]>;

/** The confirmation must equal the password field of the same form. */
export const confirmPasswordRules: Rule[] = [
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      (value ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error('Passwords do not match')),
  }),
];
