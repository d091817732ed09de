import type { ReactNode } from 'react';

export interface FactOptions {
  /** drawn before the label; the value is indented under it */
  icon?: ReactNode;
  /** a long text (notes, a description): the full width, its line breaks kept */
  long?: boolean;
}

/** One row: its label, its value and how it is laid out. */
export type Fact = readonly [label: string, value: ReactNode, options?: FactOptions];

/** A record's facts as a definition list, two columns from small screens up; labels must be unique. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([label, value, { icon, long = false } = {}]) => (
        <div key={label} className={long ? 'sm:col-span-2' : undefined}>
          {icon ? (
            <dt className="flex items-center gap-2 font-medium text-gray-700">
              <span className="text-gray-500" aria-hidden="true">
                {icon}
              </span>
              {label}
            </dt>
          ) : (
            <dt className="text-gray-600">{label}</dt>
          )}
          <dd className={`${icon ? 'pl-6' : 'mt-0.5'} ${long ? 'whitespace-pre-wrap ' : ''}text-gray-900`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
