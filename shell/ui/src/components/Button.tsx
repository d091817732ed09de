import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

const VARIANTS = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600',
  secondary:
    'bg-white text-gray-800 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-indigo-600',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-indigo-600',
} as const;

const SIZES = { sm: 'px-2.5 py-1.5 text-sm gap-1.5', md: 'px-3.5 py-2 text-sm gap-2' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** shows a spinner and disables the button while an action runs */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  disabled,
  className = '',
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center rounded-md font-medium shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** the accessible name: an icon alone says nothing to a screen reader */
  label: string;
  tone?: 'default' | 'danger';
}

export function IconButton({ label, tone = 'default', className = '', children, ...props }: IconButtonProps) {
  const colours =
    tone === 'danger'
      ? 'text-red-600 hover:bg-red-50'
      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex items-center justify-center rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${colours} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
