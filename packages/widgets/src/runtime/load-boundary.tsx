// A part loaded on demand (an element's body, a form's chunk) that fails to load (offline, a
// chunk removed by a newer deploy) or throws must not leave a blank: the alert says so and
// offers 'Try again', and the browser coming back online retries by itself.
import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';

export interface LoadBoundaryProps {
  /** What the alert says. */
  message: string;
  /** The retry button's text, in the widget's language. No words imported here: an element's
   * boundary is in the script-tag bundle's initial script. */
  retryLabel: string;
  /** Starts a new load (React.lazy remembers a rejection); the children then render again. */
  onRetry: () => void;
  onFailure?: () => void;
  className?: string;
  part?: string;
  /** For a boundary whose widget styles may be what failed to load. */
  inlineStyles?: { alert: CSSProperties; message: CSSProperties; button: CSSProperties };
  children: ReactNode;
}

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onFailure?.();
    console.error(this.props.message, error, info.componentStack);
    globalThis.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    globalThis.removeEventListener('online', this.retry);
  }

  retry = () => {
    globalThis.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { message, className, part, inlineStyles } = this.props;
    return (
      <div role="alert" className={className} part={part} style={inlineStyles?.alert}>
        <p style={inlineStyles?.message}>{message}</p>
        <button type="button" onClick={this.retry} style={inlineStyles?.button}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
