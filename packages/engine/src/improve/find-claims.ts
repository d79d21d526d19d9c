import { stripInline } from '../document/strip-inline.ts';
import {
  hasCheckableSource,
  isClaim,
  isUncheckedAttribution,
} from '../research/measure-sources.ts';
import { stripNonFigures } from '../research/strip-non-figures.ts';
import { SUPERLATIVE_PATTERN } from '../research/word-lists.ts';
import { asSentence } from './as-sentence.ts';
import type { EditDraft } from './edit-draft.ts';
import type { ClaimToVerify } from './edit-types.ts';
import { isProtected, type Passage, type ProseParagraph } from './read-passages.ts';
import { ALL_SOURCE_NEEDED_LABELS } from './text-language.ts';

/** Inline code and link addresses go before the markup is stripped; stripNonFigures does the rest. */
const CODE_OR_ADDRESS = /`[^`\n]{0,500}`|https?:\/\/\S{1,500}/g;

const VAGUE_ATTRIBUTION =
  /\b(?:studies|research|experts|scientists|surveys?|reports?|analysts|doctors|researchers)\s+(?:have\s+)?(?:show|shows|shown|say|says|suggest|suggests|found|find|prove|proves|proven|indicate|indicates|confirm|confirms)\b|\baccording to (?:experts|studies|research|scientists)\b|\b(?:Studien|Experten|Forscher|Umfragen)\s+(?:zeigen|belegen|sagen|beweisen)\b|\b(?:des études|les experts)\s+(?:montrent|disent|prouvent)\b/iu;

const CLOSING_MARKS = new Set('"\'”’)].!?… \n\t\r');

/** Where the sentence's closing stops, quotes and brackets start; scanned backwards by hand, as
 * a pattern anchored at the end backtracks on long runs of dots. */
function findClosingStart(raw: string): number {
  let at = raw.length;
  while (at > 0 && CLOSING_MARKS.has(raw.charAt(at - 1))) at--;
  return at;
}

function whyClaim(raw: string, plain: string, words: string[]): string | null {
  if (VAGUE_ATTRIBUTION.test(plain))
    return 'It attributes the statement to unnamed sources; name them or link the source.';
  // A line of code left in a paragraph states no claim, whatever digits it holds.
  if ((raw.match(/[{}();=<>]/g)?.length ?? 0) >= 4) return null;
  const cleaned = stripInline(raw.replace(/\s+/g, ' ').replace(CODE_OR_ADDRESS, ' ')).text;
  const sentence = asSentence(cleaned, words);
  if (!isClaim(sentence)) return null;
  if (isUncheckedAttribution(sentence))
    return 'It credits a study, an expert or an institute that no reader can check; link where the statement comes from.';
  if (/\d/.test(stripNonFigures(cleaned)))
    return 'It carries a figure with no source in its paragraph.';
  // "A leading space", "best used as": in reference text about code these describe, not boast.
  if (
    raw.includes('`') ||
    !SUPERLATIVE_PATTERN.test(cleaned.replace(/\bleading\b|\bbest used\b/gi, ' '))
  )
    return null;
  return 'It makes an absolute claim (a superlative) with no source in its paragraph.';
}

/**
 * Claims to verify (issue 11 point 3): one per sentence that carries a figure, a superlative
 * or a vague attribution without a source in its paragraph. Code, commands, versions and
 * section numbers are not figures. A marker edit is offered when the text's language has one.
 */
export function findClaims(
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  titles: readonly string[],
  marker: string | null,
): { claims: Omit<ClaimToVerify, 'markerEditId'>[]; markers: Map<number, EditDraft> } {
  const claims: Omit<ClaimToVerify, 'markerEditId'>[] = [];
  const markers = new Map<number, EditDraft>();
  for (const passage of passages) {
    for (const index of passage.blockIndexes) {
      const paragraph = paragraphs.get(index);
      if (!paragraph || paragraph.isQuestion) continue;
      const sourced = paragraph.sentences.some(
        (sentence) =>
          sentence.raw.includes('](') ||
          hasCheckableSource(
            asSentence(sentence.plain, sentence.words, /https?:\/\//.test(sentence.raw)),
          ),
      );
      if (sourced) continue;
      paragraph.sentences.forEach((sentence) => {
        if (ALL_SOURCE_NEEDED_LABELS.some((label) => sentence.raw.includes(label))) return;
        const reason = whyClaim(sentence.raw, sentence.plain, sentence.words);
        if (!reason) return;
        const id = `claim-${sentence.start}`;
        claims.push({
          id,
          passage: passage.index,
          passageTitle: titles[passage.index] ?? '',
          sentence: sentence.raw.replace(/\s+/g, ' ').trim(),
          reason,
        });
        const at = sentence.start + findClosingStart(sentence.raw);
        const closing = sentence.raw.slice(at - sentence.start);
        if (!marker || isProtected(paragraph.protectedSpans, at) || !/^[.!?…"'”’)\]]/.test(closing))
          return;
        markers.set(claims.length - 1, {
          kind: 'claim',
          passage: passage.index,
          reason: `Marks this claim in the text until a source is added: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
          start: at,
          end: at,
          after: ` ${marker}`,
          isAcceptedByDefault: false,
        });
      });
    }
  }
  return { claims, markers };
}
