const SUBJECT_IS_A =
  /^(?:an?\s+|the\s+)?([\p{L}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’&-]+){0,5}?)\s+(is|are)\s+(?:a|an|the|one of|any|how|when|where|what|used to|(?:[\p{L}-]+\s+){1,2}(?:made|used|designed|built|created|defined|known|called|that|which|who|where))\b/iu;
const PRONOUN_SUBJECT =
  /^(?:it|this|that|these|those|there|here|he|she|they|we|you|i|what|which|who|one|each|all|some|many)$/i;
/** "The result is a...", "The reason is the...": the subject names no term to define. */
const GENERIC_SUBJECT =
  /^(?:the\s+)?(?:result|reason|problem|answer|point|idea|thing|truth|fact|goal|key|trick|secret|difference|benefit|advantage|downside|question|way|best|rest|other)$/i;
/**
 * An aside between the subject and its verb, set off by dashes: "Hono - means flame🔥 in
 * Japanese - is a small, simple, and ultrafast web framework". It hides "Hono is a". Asides in
 * brackets were tried too; they turned sentences of the retrieval bench's answers into
 * definitions and moved its figures down, so they are left as they were.
 */
const ASIDE_AFTER_SUBJECT =
  /^([\p{L}\p{N}][\p{L}\p{N}'’.&-]*(?:\s+[\p{L}\p{N}'’.&-]+){0,5}?)\s+[-–—]{1,2}\s+[^–—]{1,80}?\s+[-–—]{1,2}\s+(?=(?:is|are)\s)/u;
/**
 * A name, an aside in brackets, then "is a"/"are an": "Name (French word for "quick",
 * pronounced ...) is a build tool". Only a capitalised name of one or two words
 * followed straight by "is a": any bracket after any subject also turned the retrieval bench's
 * answers into definitions.
 */
const BRACKETED_ASIDE_AFTER_NAME =
  /^(\p{Lu}[\p{L}\p{N}.&-]{0,40}(?:\s+\p{Lu}[\p{L}\p{N}.&-]{0,40})?)\s+\([^()]{1,160}\)\s+(?=(?:is|are)\s+(?:a|an)\s)/u;

/** The term a "X is a..." sentence defines, with its verb; null for other sentences. */
export function readDefinedTerm(text: string): { term: string; verb: 'is' | 'are' } | null {
  const match = SUBJECT_IS_A.exec(
    text.replace(ASIDE_AFTER_SUBJECT, '$1 ').replace(BRACKETED_ASIDE_AFTER_NAME, '$1 '),
  );
  const term = match?.[1];
  if (!match || term === undefined || GENERIC_SUBJECT.test(term)) return null;
  if (PRONOUN_SUBJECT.test(term.split(/\s+/)[0] ?? '')) return null;
  return { term, verb: match[2]?.toLowerCase() === 'are' ? 'are' : 'is' };
}
