import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the page's main action; text: no border (an action beside content). */
  variant?: 'primary' | 'default' | 'text';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  /** Its action is under way: shows a spinner, takes no click. */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The booking pages' button: a plain `<button>` styled by `.booking-btn` (bookingStyles.ts). antd's
 * Button would bring antd's runtime and its themed ConfigProvider to a page that needs neither.
 */
export function Button({ variant = 'default', danger = false, size = 'middle', block = false, loading = false, icon, htmlType = 'button', className, disabled, children, ...rest }: Props) {
  const classes = ['booking-btn', `booking-btn--${variant}`];
  if (danger) classes.push('booking-btn--danger');
  if (size !== 'middle') classes.push(`booking-btn--${size}`);
  if (block) classes.push('booking-btn--block');
  if (!children) classes.push('booking-btn--icon');
  if (className) classes.push(className);
  return (
    <button type={htmlType} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="booking-btn__spinner" aria-hidden /> : icon}
      {children}
    </button>
  );
}
