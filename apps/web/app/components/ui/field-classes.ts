/**
 * The look of a field's input, its message and a form's alert: one place for TextField and
 * FormAlert and for the script of /auth, which shows the same messages without React
 * (issue 35).
 */
export const FIELD_CLASSES = {
  input:
    'mt-1 block w-full rounded-md border px-3 py-2 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600',
  validBorder: 'border-slate-300',
  invalidBorder: 'border-red-600',
  error: 'mt-1 text-sm text-red-700',
  formAlert: 'rounded-md bg-red-50 p-3 text-sm text-red-800',
} as const;

/** The ids a field's input is described by: its error first, then its hint. */
export function describedByIds(inputId: string, parts: { error: boolean; hint: boolean }): string {
  return [parts.error ? `${inputId}-error` : null, parts.hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
}
