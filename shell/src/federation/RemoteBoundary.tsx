import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { platformVersionConflict } from './loadFailure';

interface Props {
  children: ReactNode;
  /** Called by Retry; the parent then renders a fresh attempt. */
  onRetry: () => void;
  /** Told about every failure caught here. */
  onError?: (error: Error) => void;
  /** A change (e.g. the URL) clears a previous failure, so navigating away from a broken page recovers. */
  resetKey?: string;
  /**
   * A failure this accepts is not shown: `onAutoRetry` is called at once and `retrying` shows
   * meanwhile. The parent decides how often (RemoteApp: once).
   */
  retriesAutomatically?: (error: Error) => boolean;
  onAutoRetry?: (error: Error) => void;
  retrying?: ReactNode;
}

interface State {
  error: Error | null;
}

// A plain button styled like the theme's primary one: the fallback must not pull in antd (it shows
// where a remote, maybe the only antd user on the page, failed).
const RETRY_STYLE = {
  padding: '4px 15px',
  minHeight: 32,
  border: 0,
  borderRadius: 8,
  background: '#f5a623',
  color: '#0b1222',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

const FALLBACK_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '64px 16px',
  textAlign: 'center',
  color: '#e8ecf4',
} as const;

/** Contains a remote that is down or throws: the rest of the shell keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.retriesAutomatically?.(error)) {
      console.warn('[shell] a remote failed to load; fetching its manifest again and retrying', error);
      this.props.onError?.(error);
      this.props.onAutoRetry?.(error);
      return;
    }
    console.error('[shell] a remote failed to render', error, info.componentStack);
    this.props.onError?.(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.retriesAutomatically?.(error)) return this.props.retrying ?? null;
    // A remote built for another platform major says so, naming both versions, for whoever deploys.
    const conflict = platformVersionConflict(error);
    return (
      <section role="alert" style={FALLBACK_STYLE}>
        <div aria-hidden style={{ fontSize: 40 }}>⚠</div>
        <h2 style={{ margin: 0, fontSize: 22 }}>This section is temporarily unavailable</h2>
        <p style={{ margin: 0, color: '#8a96ad' }}>The rest of the site still works. Please try again in a moment.</p>
        {conflict ? <p style={{ margin: 0, color: '#8a96ad', fontSize: 13 }}>{conflict}</p> : null}
        <button type="button" style={RETRY_STYLE} onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
