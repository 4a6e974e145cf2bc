// Messages are spec §5's, word for word. Each rule is a react-hook-form `validate` map: its checks
// run in order and the first message that applies is the one shown.

type Check = (value: string | undefined) => string | true;

/** Filled with something other than spaces. */
const filled = (message: string): Check => (value) => ((value ?? '').trim() ? true : message);

/** Runs only on a non-empty value so an empty field shows just its "required" message. */
const when = (isValid: (value: string) => boolean, message: string): Check => (value) => (!value || isValid(value.trim()) ? true : message);

const hasAt = (value: string) => value.includes('@');
const hasAtAndDot = (value: string) => /@/.test(value) && /\./.test(value.split('@').pop() ?? '');

export const loginRules = {
  email: { validate: { filled: filled('Please enter your email'), valid: when(hasAt, 'Please enter a valid email address') } },
  password: {
    validate: {
      filled: (value: string | undefined) => (value ? true : 'Please enter your password'),
      long: when((value) => value.length >= 6, 'Password must be at least 6 characters'),
    },
  },
};

export const registerRules = {
  firstName: { validate: { filled: filled('Please enter your first name') } },
  lastName: { validate: { filled: filled('Please enter your last name') } },
  email: { validate: { filled: filled('Please enter your email'), valid: when(hasAtAndDot, 'Please enter a valid email address') } },
  // The spec gives one message for an empty or short password.
  password: { validate: { long: (value: string | undefined) => ((value ?? '').length >= 6 ? true : 'Password must be at least 6 characters long') } },
  address: { validate: { filled: filled('Please enter your address') } },
  phone: { validate: { filled: filled('Please enter your phone number'), valid: when((value) => value.length >= 10, 'Please enter a valid phone number') } },
};

/** The confirmation must equal the password field of the same form. */
export const confirmPasswordRules = {
  validate: { same: (value: string | undefined, form: { password?: string }) => ((value ?? '') === (form.password ?? '') ? true : 'Passwords do not match') },
};
