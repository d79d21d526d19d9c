import { isContentTooShort, RECOMMENDED_MIN_WORDS } from '@citable/engine';
import { formatCount } from '@citable/schemas/constants';
import { AlertCircle, AlertTriangle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { formatCharacterCount, measureContent } from '../content-limit.ts';

/**
 * The content text area with a live word count and the 50-word advice (spec 2, 5), and the
 * size limit: the count against it as the writer nears it, the refusal once past it.
 */
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
  const limitId = `${id}-limit`;
  const { words, characters, isNearLimit, overLimitMessage } = useMemo(
    () => measureContent(value),
    [value],
  );
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <span className="text-sm text-slate-600" aria-live="polite" data-testid="word-count">
          {words === 1 ? '1 word' : `${formatCount(words)} words`}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={overLimitMessage ? true : undefined}
        aria-describedby={isNearLimit || overLimitMessage ? limitId : undefined}
        className="mt-2 block min-h-[260px] w-full rounded-lg border border-slate-300 bg-white p-4 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
      />
      {overLimitMessage ? (
        <p
          id={limitId}
          role="alert"
          data-testid="content-limit"
          className="mt-2 flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{overLimitMessage} Shorten it, or split it into parts, before you submit.</span>
        </p>
      ) : isNearLimit ? (
        <p id={limitId} data-testid="content-limit" className="mt-2 text-sm text-amber-900">
          {formatCharacterCount(characters)}
        </p>
      ) : null}
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
