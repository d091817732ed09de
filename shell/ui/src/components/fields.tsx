import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1">{children}</div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A field's error (announced) or else its hint, with the ids `${id}-error` / `${id}-hint` that the
 * control's aria-describedby points at. For custom controls that do not use the kit's fields.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    );
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
      {hint}
    </p>
  ) : null;
}

const CONTROL =
  'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-gray-900 ring-1 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-inset focus:ring-indigo-600 disabled:bg-gray-100 disabled:text-gray-600';

function controlProps(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: `${CONTROL} ${error ? 'ring-red-500' : 'ring-gray-300'}`,
  };
}

interface CommonProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export type TextFieldProps = CommonProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; trailing?: ReactNode };

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const props = controlProps(fieldId, error, hint);
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className="relative">
        <input
          {...input}
          {...props}
          aria-required={required || undefined}
          className={`${props.className} ${trailing ? 'pr-10' : ''} ${className ?? ''}`}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = CommonProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea
        rows={rows}
        {...textarea}
        {...controlProps(fieldId, error, hint)}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** shown but not choosable (e.g. an item busy on the chosen days, its label saying why) */
  disabled?: boolean;
}

export type SelectFieldProps = CommonProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
  };

export function SelectField({ label, error, hint, required, id, options, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select {...select} {...controlProps(fieldId, error, hint)} aria-required={required || undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, id, className = '', ...input }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        type="checkbox"
        id={fieldId}
        {...input}
        className="size-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-600"
      />
      <label htmlFor={fieldId} className="text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}
