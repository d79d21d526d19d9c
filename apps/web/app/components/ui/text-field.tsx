import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { describedByIds, FIELD_CLASSES } from './field-classes.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = '', ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = describedByIds(inputId, { error: Boolean(error), hint: Boolean(hint) });
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${FIELD_CLASSES.input} ${
          error ? FIELD_CLASSES.invalidBorder : FIELD_CLASSES.validBorder
        }`}
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className={FIELD_CLASSES.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
