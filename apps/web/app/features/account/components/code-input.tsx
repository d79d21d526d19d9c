import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';

/** Spec 2 "/verify": six code slots (digits only; pasting a whole code fills them all). */
export function CodeInput({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <OTPInput
      maxLength={6}
      value={value}
      onChange={onChange}
      disabled={disabled}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label="Verification code"
      containerClassName="flex justify-center gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <div
              // Slots are positional: their order never changes.
              key={index}
              data-testid="code-slot"
              className={`flex h-12 w-11 items-center justify-center rounded-md border text-xl font-semibold text-ink ${
                slot.isActive ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-300'
              }`}
            >
              {slot.char ??
                (slot.hasFakeCaret ? <span className="h-5 w-px animate-pulse bg-ink" /> : null)}
            </div>
          ))}
        </>
      )}
    />
  );
}
