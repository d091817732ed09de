import type { SelectHTMLAttributes } from 'react';
import type { SelectOption } from '@scenedock/ui';

/** A compact select inside a table row or list item; its accessible name is `label` (no visible label). */
export function InlineSelect({
  label,
  options,
  className = '',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly SelectOption[] }) {
  return (
    <select
      aria-label={label}
      {...select}
      className={`rounded-md border-0 bg-white py-1 pl-2 pr-7 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-inset focus:ring-indigo-600 disabled:bg-gray-100 disabled:text-gray-600 ${className}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
