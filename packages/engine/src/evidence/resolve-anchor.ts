import type { Document } from '../document/types.ts';
import type { TextAnchor, TextSpan } from '../types.ts';
import { createLocator } from './locate.ts';

/**
 * What a signal or quality issue is about, in the document model's terms; resolved to a
 * TextAnchor once, after the findings are chosen, so unchosen signals cost nothing.
 */
export interface Focus {
  /** The sentence as the document model holds it (inline markup removed). */
  sentence?: string;
  paragraph?: number;
  /** The sentences of a retrieval passage, first to last, when the finding names one. */
  passageSentences?: readonly string[];
}

export interface AnchorResolver {
  /** Paragraph N is at index N - 1; null where its letters were not found in order. */
  paragraphs(): (TextSpan | null)[];
  resolve(focus: Focus | undefined): TextAnchor | undefined;
}

/** Turns the document model's references (paragraph numbers, sentences) into offsets. */
export function createAnchorResolver(text: string, document: Document): AnchorResolver {
  const locator = createLocator(text);
  let spans: (TextSpan | null)[] | undefined;
  const paragraphs = () => {
    if (spans) return spans;
    let cursor = 0;
    spans = document.paragraphs.map((paragraph) => {
      const span = locator.find(paragraph.text, cursor);
      if (span) cursor = span.end;
      return span;
    });
    return spans;
  };
  const findPassage = (sentences: readonly string[]): TextSpan | null => {
    const first = sentences[0] === undefined ? null : locator.find(sentences[0]);
    if (!first) return null;
    const last = sentences.length > 1 ? locator.find(sentences.at(-1) as string, first.end) : null;
    return { start: first.start, end: last?.end ?? first.end };
  };
  return {
    paragraphs,
    resolve(focus) {
      if (!focus) return undefined;
      const paragraph = focus.paragraph ? (paragraphs()[focus.paragraph - 1] ?? null) : null;
      let sentence: TextSpan | null = null;
      if (focus.sentence) {
        sentence =
          (paragraph && locator.find(focus.sentence, paragraph.start, paragraph.end)) ||
          locator.find(focus.sentence);
      }
      const passage =
        (focus.passageSentences && findPassage(focus.passageSentences)) ||
        (paragraph && (!sentence || sentence.start >= paragraph.start) ? paragraph : null) ||
        sentence;
      if (!passage) return undefined;
      return {
        passage,
        ...(sentence ? { sentence } : {}),
        ...(paragraph && passage === paragraph ? { paragraph: focus.paragraph } : {}),
      };
    },
  };
}
