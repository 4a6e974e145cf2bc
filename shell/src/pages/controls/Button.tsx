import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the page's main action; link: looks like a link (an action beside the form). */
  variant?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  /** Its action is under way: shows a spinner, takes no click. */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/** A plain `<button>` styled by `.shell-btn` (controlStyles.ts), drawn as antd's was on these pages. */
export function Button({ variant = 'default', size = 'middle', block = false, loading = false, icon, htmlType = 'button', className, disabled, children, ...rest }: ButtonProps) {
  const classes = ['shell-btn', `shell-btn--${variant}`];
  if (size !== 'middle') classes.push(`shell-btn--${size}`);
  if (block) classes.push('shell-btn--block');
  if (className) classes.push(className);
  return (
    <button type={htmlType} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="shell-btn__spinner" aria-hidden /> : icon}
      {children}
    </button>
  );
}
