/** Spec §9 "Recommended minimum for analysis: 50 words". */
export const RECOMMENDED_MIN_WORDS = 50;

/** The analyzer's live word count: runs of non-space characters. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Spec §5 "Analyzer": some text present and fewer than 50 words shows "Content may be too short". */
export function isContentTooShort(text: string): boolean {
  return text.trim().length > 0 && countWords(text) < RECOMMENDED_MIN_WORDS;
}
