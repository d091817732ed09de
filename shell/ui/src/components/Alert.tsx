import type { ReactNode } from 'react';

/** A failure the person must read before going on, announced as it appears. */
export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 ${className}`}
    >
      {children}
    </div>
  );
}
