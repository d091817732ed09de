import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/** A search box with its own accessible name (the placeholder is not one). */
export function SearchInput({
  label,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        {...input}
        className="block w-full rounded-md border-0 bg-white py-2 pl-9 pr-3 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 placeholder:text-gray-500 focus:ring-2 focus:ring-inset focus:ring-indigo-600"
      />
    </div>
  );
}
