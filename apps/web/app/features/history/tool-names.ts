import type { SavedTool } from '@citable/schemas';
import { formatUsDateTime } from '../../lib/format-date.ts';

/** The tools' names as the screens and the sidebar say them. */
export const TOOL_NAMES: Record<SavedTool, string> = {
  analyzer: 'Content Analyzer',
  improvement: 'Content Improvement',
  keywords: 'AI Keywords',
};

export function formatRunTime(iso: string): string {
  return formatUsDateTime(new Date(iso));
}

export function describeEngine(run: { provider: string; model: string | null }): string {
  return run.provider === 'builtin' ? 'Builtin engine' : `${run.model ?? run.provider}`;
}
