import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';

interface State {
  error: Error | null;
}

/** Keeps one failing part of a screen from taking the whole app down (spec texts). */
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
    return <ErrorNotice onRetry={() => this.setState({ error: null })} />;
  }
}

export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-md rounded-lg border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="text-lg font-semibold text-red-800">Something went wrong</h2>
      <p className="mt-2 text-sm text-red-700">We're sorry, but there was an error loading this component.</p>
      <Button className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
