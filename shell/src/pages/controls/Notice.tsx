import type { ReactNode } from 'react';
import { SvgIcon, noticeIcons } from './icons';

interface NoticeProps {
  type: 'success' | 'error' | 'warning' | 'info';
  title: ReactNode;
  description?: ReactNode;
  /** A button on the right (e.g. "Sign in again"). */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  className?: string;
}

/**
 * A message in a coloured box with its icon (antd's Alert, drawn in plain CSS). Errors and warnings
 * are announced at once (role alert); success and info politely (role status).
 */
export function Notice({ type, title, description, action, onClose, className }: NoticeProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`shell-notice shell-notice--${type}${description ? ' shell-notice--with-description' : ''}${className ? ` ${className}` : ''}`} role={urgent ? 'alert' : 'status'}>
      <SvgIcon paths={noticeIcons[type]} className="shell-notice__icon" />
      <div className="shell-notice__content">
        <div className="shell-notice__title">{title}</div>
        {description ? <div className="shell-notice__description">{description}</div> : null}
      </div>
      {action ? <div className="shell-notice__action">{action}</div> : null}
      {onClose ? (
        <button type="button" className="shell-notice__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
