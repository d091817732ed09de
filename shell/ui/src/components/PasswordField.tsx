import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from './Button';
import { TextField } from './fields';

/** A password input with its own show/hide control, named after the field ('Show password'). */
export function PasswordField({ label, ...props }: ComponentProps<typeof TextField> & { label: string }) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      trailing={
        <IconButton
          label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </IconButton>
      }
    />
  );
}
