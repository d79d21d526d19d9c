import type { BetaStatus } from '../lib/beta.ts';

/**
 * Copy that depends on whether the free beta is still running (DESIGN.md 3.8: after
 * `BETA_ENDS_AT` nothing may still promise a running beta). Content strings carry both
 * versions as `{{beta:while it runs|after it ended}}`; `{end}` in either stands for the end
 * date. The public site resolves them per request, so the copy changes on the day itself.
 */
const BETA_VARIANT = /\{\{beta:((?:[^|{}]|\{end\})*)\|((?:[^{}]|\{end\})*)\}\}/g;

export function resolveBetaText(text: string, beta: BetaStatus): string {
  return text.replace(BETA_VARIANT, (_match, running: string, ended: string) =>
    (beta.isActive ? running : ended).replaceAll('{end}', beta.endLabel),
  );
}

/** Resolves every string inside a content object (a page, an FAQ list, a plan). */
export function resolveBetaCopy<T>(value: T, beta: BetaStatus): T {
  if (typeof value === 'string') return resolveBetaText(value, beta) as T;
  if (Array.isArray(value)) return value.map((item) => resolveBetaCopy(item, beta)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveBetaCopy(item, beta)]),
    ) as T;
  }
  return value;
}
