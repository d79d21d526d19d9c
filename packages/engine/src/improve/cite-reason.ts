import reasons from './cite-reason.json' with { type: 'json' };
import type { EditKind } from './edit-types.ts';
import type { MapPassage, MapQuestion } from './read-citation-map.ts';

/** The question the edit helps most: one not yet found first, else the first one. */
function pickQuestion(passage: MapPassage): MapQuestion | null {
  return (
    passage.questions.find((question) => !question.isFound) ??
    passage.questions.find((question) => !question.isAnswered) ??
    passage.questions[0] ??
    null
  );
}

function standing(question: MapQuestion): string {
  if (question.isAnswered) return 'found first and quotable';
  if (question.isFound) return 'found first, with no sentence to quote';
  if (question.keywordRank === 1) return 'first by keyword, but sharing too few of its words';
  return `ranked ${question.keywordRank} by keyword${question.semanticRank === null ? '' : `, ${question.semanticRank} by meaning`}`;
}

/** How each kind of edit helps that question, in a few words. */
const HOW: Record<EditKind, string> = reasons.how;

/**
 * The second half of an edit's one-line reason: which likely question of the citation map it
 * helps, and how. A heading is tied to the question it makes the map ask (`asked`), as the map
 * phrases it; a passage with no likely question yet is said so.
 */
export function citeReason(
  kind: EditKind,
  passage: MapPassage | null,
  asked: string | null = null,
): string {
  if (!passage) return '';
  const question = pickQuestion(passage);
  if (asked && !passage.questions.some((item) => item.text === asked)) {
    return question
      ? ` Citation map: passage ${passage.number} is asked “${question.text}” today (${standing(question)}); the heading adds “${asked}”.`
      : ` Citation map: passage ${passage.number} has no likely question yet; the heading gives it “${asked}”.`;
  }
  if (!question) return ` Citation map: passage ${passage.number} has no likely question yet.`;
  return ` Citation map: passage ${passage.number}, “${question.text}” (${standing(question)}): ${HOW[kind]}.`;
}
