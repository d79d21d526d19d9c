import { FIELD_CLASSES } from './field-classes.ts';

/** A form-level error, announced to screen readers; renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={FIELD_CLASSES.formAlert}>
      {message}
    </p>
  );
}
