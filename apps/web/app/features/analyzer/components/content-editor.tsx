import { countWords, isContentTooShort, RECOMMENDED_MIN_WORDS } from '@citable/engine';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';

/** The content text area with a live word count and the 50-word advice (spec 2, 5). */
export function ContentEditor({
  value,
  onChange,
  label,
  placeholder,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  disabled?: boolean;
}) {
  const id = useId();
  const words = countWords(value);
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <span className="text-sm text-slate-600" aria-live="polite" data-testid="word-count">
          {words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        className="mt-2 block min-h-[260px] w-full rounded-lg border border-slate-300 bg-white p-4 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      {isContentTooShort(value) ? (
        <p
          role="status"
          className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            <strong>Content may be too short.</strong> For a meaningful analysis, paste at least{' '}
            {RECOMMENDED_MIN_WORDS} words.
          </span>
        </p>
      ) : null}
    </div>
  );
}
