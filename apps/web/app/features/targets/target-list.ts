import {
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  TARGET_MESSAGES,
} from '@citable/schemas/constants';

/*
 * Issue 36: the writer's target questions as the screens keep them, checked with the server's
 * own limits and messages, so what the browser refuses is what the server would refuse.
 */

/** Folded as the server folds them: the same question in another case or spacing is one. */
export const sameTarget = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The lines of a paste as separate targets: list marks and numbering ("- ", "3. ", "Q: ")
 * dropped, blank lines skipped. A question list copied from a brief or a research keeps its
 * questions, not its bullets.
 */
export function splitTargetLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•·]|\d{1,2}[.)]|q\s*[:.])\s+/i, '')
        .replace(/^#{1,6}\s+/, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

export interface TargetAddition {
  list: string[];
  /** Why some or all of the new targets were not added, in the server's words; null if all were. */
  error: string | null;
}

/**
 * Adds new targets at the end of the list: each trimmed; one already in the list is kept once,
 * silently, as the server keeps it; an empty one, one over the length limit, or one past the
 * tenth is not added and says why.
 */
export function addTargets(list: readonly string[], items: readonly string[]): TargetAddition {
  const next = [...list];
  let error: string | null = null;
  for (const item of items) {
    const question = item.trim();
    if (!question) {
      error ??= TARGET_MESSAGES.empty;
      continue;
    }
    if (question.length > MAX_TARGET_QUESTION_LENGTH) {
      error ??= TARGET_MESSAGES.tooLong;
      continue;
    }
    if (next.some((kept) => sameTarget(kept) === sameTarget(question))) continue;
    if (next.length >= MAX_TARGET_QUESTIONS) {
      error = TARGET_MESSAGES.tooMany;
      break;
    }
    next.push(question);
  }
  return { list: next, error };
}

/** The problem of one target as it stands in the list (being edited), or null. */
export function checkTarget(question: string): string | null {
  if (!question.trim()) return TARGET_MESSAGES.empty;
  if (question.trim().length > MAX_TARGET_QUESTION_LENGTH) return TARGET_MESSAGES.tooLong;
  return null;
}

/** The list's first problem as the server would answer it, or null when it can be sent. */
export function checkTargets(list: readonly string[]): string | null {
  if (list.length > MAX_TARGET_QUESTIONS) return TARGET_MESSAGES.tooMany;
  for (const question of list) {
    const problem = checkTarget(question);
    if (problem) return problem;
  }
  return null;
}

/** What a request sends: the trimmed list, or nothing at all when there are no targets. */
export function targetsToSend(list: readonly string[]): string[] | undefined {
  const questions = list.map((question) => question.trim());
  return questions.length > 0 ? questions : undefined;
}

/**
 * The questions of a keyword research, to use as targets: the lines of its questions section
 * ("4. QUESTIONS PEOPLE ASK", or a heading naming questions in a model's own layout), else
 * every list line of the research that asks something.
 */
export function researchQuestions(text: string): string[] {
  const lines = text.split(/\r\n?|\n/);
  const isHeading = (line: string) =>
    /^\s*(?:#{1,6}\s+|\d{1,2}[.)]\s+(?=[A-Z][A-Z\s]+$)|\*\*)/.test(line) ||
    /^\s*[A-Z][A-Z\s&/-]{3,}:?\s*$/.test(line);
  const start = lines.findIndex((line) => isHeading(line) && /question/i.test(line));
  const asked = (candidates: string[]) =>
    splitTargetLines(candidates.join('\n'))
      .map((line) => line.replace(/\*\*/g, '').trim())
      .filter((line) => line.endsWith('?') && line.length <= MAX_TARGET_QUESTION_LENGTH);
  if (start >= 0) {
    const rest = lines.slice(start + 1);
    const end = rest.findIndex((line) => isHeading(line));
    const found = asked(end < 0 ? rest : rest.slice(0, end));
    if (found.length > 0) return addTargets([], found).list;
  }
  const listed = lines.filter((line) => /^\s*(?:[-*•]|\d{1,2}[.)])\s+/.test(line));
  return addTargets([], asked(listed)).list;
}
