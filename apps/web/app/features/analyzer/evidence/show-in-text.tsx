import type { TextAnchor } from '@citable/engine';
import { Eye } from 'lucide-react';
import { useEvidence } from './evidence-context.tsx';

/**
 * Yoast's eye-icon highlighting, for every finding with an anchor: marks the passage and
 * sentence it is about in the annotated text. Pressed again, it clears the mark.
 */
export function ShowInText({ anchor, label }: { anchor: TextAnchor | undefined; label: string }) {
  const evidence = useEvidence();
  if (!evidence || !anchor) return null;
  const isShown = evidence.highlight?.anchor === anchor;
  return (
    <button
      type="button"
      aria-pressed={isShown}
      aria-label={`Show in text: ${label}`}
      data-testid="show-in-text"
      onClick={(event) =>
        isShown ? evidence.clear() : evidence.show({ anchor, label, trigger: event.currentTarget })
      }
      className="mt-2 inline-flex min-h-[32px] items-center gap-1.5 rounded-md border border-current px-2 py-1 text-xs font-semibold opacity-90 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-pressed:bg-white"
    >
      <Eye size={14} aria-hidden="true" />
      {isShown ? 'Shown in text' : 'Show in text'}
    </button>
  );
}
