// What kind of keyword was typed, so the questions fit it (a comparison is compared, a local
// search is treated as local, an audience is kept with its article).

export type KeywordShape =
  | { kind: 'comparison'; sides: [string, string] }
  | { kind: 'local'; place: string }
  | { kind: 'segment'; audience: string }
  | { kind: 'plain' };

const COMPARISON = /^(.{1,80}?)\s+(?:vs\.?|versus|compared to|or)\s+(.{1,80})$/i;
const LOCAL = /\b(?:near me|nearby|near by|open now|close to me|around me)\b/i;
const LOCAL_IN_PLACE = /\s+in\s+(\p{Lu}[\p{L}.'-]{1,30}(?:\s+\p{Lu}[\p{L}.'-]{1,30}){0,2})$/u;
const SEGMENT = /^(.{1,80}?)\s+for\s+(.{1,60})$/i;
const QUESTION_START =
  /^(?:what|how|why|when|where|who|which|can|does|do|is|are|should)\s+(?:is|are|to|do i|do you|does|a|an|the)?\s*/i;

/** Reads the comparison, place or audience a keyword names, if any. */
export function readShape(keyword: string): KeywordShape {
  const comparison = COMPARISON.exec(keyword.replace(QUESTION_START, ''));
  if (comparison && /\s(?:vs\.?|versus|compared to)\s/i.test(keyword))
    return { kind: 'comparison', sides: [comparison[1] as string, comparison[2] as string] };
  if (LOCAL.test(keyword)) return { kind: 'local', place: 'near me' };
  const place = LOCAL_IN_PLACE.exec(keyword);
  if (place) return { kind: 'local', place: `in ${place[1]}` };
  const segment = SEGMENT.exec(keyword);
  if (segment) return { kind: 'segment', audience: segment[2] as string };
  return { kind: 'plain' };
}

/** "small business" -> "a small business"; plurals ("startups") and "my team" stay. */
export function withArticle(noun: string): string {
  if (/^(?:a|an|the|my|your|our|their)\s/i.test(noun) || /[^s]s$/i.test(noun)) return noun;
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
