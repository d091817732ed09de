import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button, FieldMessage } from '@scenedock/ui';

export interface ChipListInputProps {
  /** the input's label, e.g. 'Components' */
  label: string;
  /** the add button's accessible name, e.g. 'Add component' */
  addLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** offered as the input's suggestions */
  suggestions?: readonly string[];
  /** tags: a comma also ends an entry (a tag cannot hold one) */
  splitOnComma?: boolean;
  maxLength?: number;
}

/**
 * A list of short names edited as chips: type one and press Enter (or Add); each chip has its own
 * 'Remove <name>' button. Duplicates (ignoring case) are not added twice.
 */
export function ChipListInput({
  label,
  addLabel,
  value,
  onChange,
  placeholder,
  hint,
  error,
  suggestions,
  splitOnComma = false,
  maxLength,
}: ChipListInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  function add(raw: string) {
    const entries = (splitOnComma ? raw.split(',') : [raw]).map((entry) => entry.trim()).filter(Boolean);
    const next = [...value];
    for (const entry of entries) {
      if (!next.some((existing) => existing.toLowerCase() === entry.toLowerCase())) next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || (splitOnComma && event.key === ',')) {
      // Enter adds a chip here; it must not submit the surrounding form.
      event.preventDefault();
      add(text);
    }
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  }

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          // What was typed but not yet added still counts when the person moves on (e.g. to Save).
          onBlur={() => text.trim() && add(text)}
          placeholder={placeholder}
          maxLength={maxLength}
          list={suggestions ? `${id}-suggestions` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-gray-900 ring-1 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-inset focus:ring-indigo-600 ${
            error ? 'ring-red-500' : 'ring-gray-300'
          }`}
        />
        <Button variant="secondary" aria-label={addLabel} disabled={!text.trim()} onClick={() => add(text)}>
          Add
        </Button>
        {suggestions && (
          <datalist id={`${id}-suggestions`}>
            {suggestions
              .filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()))
              .map((s) => (
                <option key={s} value={s} />
              ))}
          </datalist>
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((entry, index) => (
            <li
              key={entry}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2.5 pr-1 text-sm text-indigo-800"
            >
              {entry}
              <button
                type="button"
                aria-label={`Remove ${entry}`}
                onClick={() => remove(index)}
                className="rounded-full p-0.5 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
