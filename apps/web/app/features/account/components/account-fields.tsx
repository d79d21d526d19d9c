import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';

/*
 * The account fields every account form asks the same way (sign-up, finishing a sign-up,
 * login, settings): one place for their labels, autocomplete hints and error wiring. What a
 * value must be is the shared schema's to say.
 */
interface FieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  label?: string;
  className?: string;
}

export function NameField({ label = 'Name', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      autoComplete="name"
      className={props.className}
      error={props.error}
      {...props.registration}
    />
  );
}

export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      className={props.className}
      error={props.error}
      {...props.registration}
    />
  );
}

/** A password being chosen; the hint says the schema's rule in the words of the form. */
export function NewPasswordField({ label = 'Password', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters."
      className={props.className}
      error={props.error}
      {...props.registration}
    />
  );
}
