import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';

interface State {
  error: Error | null;
}

/** Keeps one failing part of a screen from taking the whole app down. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept visible for whoever opens the console; there is no client error reporting service.
    // eslint-disable-next-line no-console
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorNotice
        layout="page"
        message="We're sorry, but there was an error loading this component."
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

export interface ErrorNoticeProps {
  /** what failed, e.g. 'Failed to load users' */
  title?: string;
  /** one more line: the reason or what to do */
  message?: ReactNode;
  onRetry: () => void;
  /** more buttons beside Try Again, e.g. Clear Filters */
  actions?: ReactNode;
  /** 'page' centres it in the screen (a failed part of a screen); 'inline' sits in a list's place */
  layout?: 'page' | 'inline';
}

/**
 * The "failed to load" box every screen shows in place of what did not load: its message and a
 * Try Again action, announced as it appears.
 */
export function ErrorNotice({
  title = 'Something went wrong',
  message,
  onRetry,
  actions,
  layout = 'inline',
}: ErrorNoticeProps) {
  const page = layout === 'page';
  return (
    <div
      role="alert"
      className={
        page
          ? 'mx-auto my-12 max-w-md rounded-lg border border-red-200 bg-red-50 p-6 text-center'
          : 'rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200'
      }
    >
      {page ? (
        <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      ) : (
        <p className="font-semibold">{title}</p>
      )}
      {message && <p className={page ? 'mt-2 text-sm text-red-700' : 'mt-1'}>{message}</p>}
      <div className={`mt-3 flex flex-wrap gap-2 ${page ? 'justify-center' : ''}`}>
        <Button variant={page ? 'primary' : 'secondary'} size={page ? 'md' : 'sm'} onClick={onRetry}>
          Try Again
        </Button>
        {actions}
      </div>
    </div>
  );
}
