import { useId, type ComponentProps } from 'react';
import { TextField } from '@scenedock/ui';

/** A text field that offers `suggestions` (a datalist) but takes any text, e.g. the locations. */
export function SuggestingTextField({
  suggestions,
  ...field
}: ComponentProps<typeof TextField> & { suggestions?: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField {...field} list={suggestions ? listId : undefined} autoComplete="off" />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
