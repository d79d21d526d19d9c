import type { Block, Document, Sentence } from '../document/types.ts';
import { isUnverifiableEvidence } from '../research/measure-sources.ts';
import { QUESTION_START } from '../research/word-lists.ts';
import {
  isMarkedQuestion,
  readFaqQuestion,
  stripAnswerMark,
  stripQuestionMark,
} from './read-faq-question.ts';
import { readNonProse } from './recognise-non-prose.ts';
import type { Passage, PassageKind, PassageSentence } from './types.ts';

/**
 * Passages hold at most about this many words, as RAG chunkers cut pages (chunks of about 256
 * tokens). A longer section is cut at a paragraph break and keeps its heading.
 */
export const MAX_PASSAGE_WORDS = 200;

interface Open {
  heading: string | null;
  level: number;
  isQuestionLed: boolean;
  sentences: PassageSentence[];
  /** The heading already led a passage, so an empty remainder is not one more. */
  hasLed: boolean;
  /** The heading is a "Q:" question read from a paragraph. */
  isMarked?: boolean;
}

/** "[CSV files][csv]": a reference link the document model leaves as written; shown as its text. */
const REFERENCE_LINK = /\[([^[\]\n]{1,200})\]\[[^[\]\n]{0,100}\]/g;

const toSentence = (sentence: Sentence): PassageSentence => ({
  text: sentence.text.includes('][') ? sentence.text.replace(REFERENCE_LINK, '$1') : sentence.text,
  words: sentence.words,
  isUnsourcedClaim: isUnverifiableEvidence(sentence),
});

/** How many of the document's passage numbers (Sentence.passage) a block takes. */
function passageNumbers(block: Block): number {
  if (block.kind === 'paragraph' || block.kind === 'quote') return 1;
  if (block.kind === 'list') return block.items.length;
  if (block.kind === 'table') return block.rows.length;
  return 0;
}

const isQuestionText = (text: string) => text.trim().endsWith('?') || QUESTION_START.test(text);
const countWords = (sentences: readonly PassageSentence[]) =>
  sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);

/**
 * Splits the built document into passages as retrieval systems chunk a page (DESIGN.md 4):
 * a heading with the paragraphs after it up to a size, lists and tables as passages of their
 * own (a list that a paragraph introduces with a colon stays with it), FAQ questions leading
 * their answers, and code, comments, front matter, link definitions and menus of links set apart as non-prose.
 */
export function splitPassages(document: Document): Passage[] {
  const bySentencePassage = new Map<number, PassageSentence[]>();
  // Paragraphs that are menus (links with next to no words around them: a language switcher,
  // "Docs | Blog | Chat"): a chunker keeps them, but no question is answered by one.
  const menus = new Set<number>();
  for (const sentence of document.sentences) {
    if (sentence.isMenu) menus.add(sentence.passage);
    const list = bySentencePassage.get(sentence.passage) ?? [];
    list.push(toSentence(sentence));
    bySentencePassage.set(sentence.passage, list);
  }
  const passages: Passage[] = [];
  let open: Open = { heading: null, level: 0, isQuestionLed: false, sentences: [], hasLed: false };
  let number = 0;

  const push = (kind: PassageKind, sentences: PassageSentence[], isLed: boolean) => {
    passages.push({
      index: passages.length,
      kind,
      heading: open.heading,
      isQuestionLed: isLed && open.isQuestionLed,
      sentences,
      wordCount: countWords(sentences),
    });
  };
  const flush = () => {
    if (open.sentences.length > 0) {
      push('prose', open.sentences, true);
      open.hasLed = true;
    }
    open.sentences = [];
  };
  const lead = (heading: string, level: number, isQuestionLed: boolean) => {
    flush();
    // A question heading with nothing under it is kept: its question goes unanswered. Any
    // other empty heading is only a parent of the headings below it.
    if (open.isQuestionLed && !open.hasLed && (level <= open.level || level === 0)) {
      push('prose', [], true);
    }
    open = { heading, level, isQuestionLed, sentences: [], hasLed: false };
  };
  const ask = (question: string, level: number, isQuestionLed: boolean, isMarked: boolean) => {
    // "Q: …? Q: …? A: …": questions asked one after the other before one answer share it and
    // are asked together, rather than the first standing as a question left unanswered.
    if (isMarked && open.isMarked && open.sentences.length === 0 && !open.hasLed) {
      open.heading = `${open.heading} ${question}`;
      return;
    }
    lead(question, level, isQuestionLed);
    open.isMarked = isMarked;
  };
  const addProse = (sentences: PassageSentence[]) => {
    if (sentences.length === 0) return;
    if (
      open.sentences.length > 0 &&
      countWords(open.sentences) + countWords(sentences) > MAX_PASSAGE_WORDS
    )
      flush();
    open.sentences.push(...sentences);
  };

  for (const block of document.blocks) {
    const first = number;
    number += passageNumbers(block);
    const sentencesOf = (at: number) => bySentencePassage.get(at) ?? [];
    const nonProse = readNonProse(block);
    if (nonProse) {
      flush();
      const sentences = Array.from({ length: number - first }, (_, i) =>
        sentencesOf(first + i),
      ).flat();
      push(nonProse, nonProse === 'code' ? [] : sentences, false);
      continue;
    }
    if (block.kind === 'heading') {
      const heading = stripQuestionMark(block.text);
      ask(
        heading,
        block.level,
        heading !== block.text || isQuestionText(heading),
        isMarkedQuestion(block.text),
      );
      continue;
    }
    if (block.kind === 'paragraph' && menus.has(first) && block.content.links.length >= 2) {
      flush();
      push('navigation', sentencesOf(first), false);
      continue;
    }
    if (block.kind === 'paragraph' || block.kind === 'quote') {
      const sentences = sentencesOf(first);
      const faq = block.kind === 'paragraph' ? readFaqQuestion(sentences, false) : null;
      if (faq) {
        ask(faq.question, 0, true, isMarkedQuestion(sentences[0]?.text ?? ''));
        addProse(faq.answer);
      } else addProse(stripAnswerMark(sentences));
      continue;
    }
    if (block.kind === 'list') {
      const items = block.items.map((_, i) => sentencesOf(first + i));
      const faqs = block.ordered ? items.map((item) => readFaqQuestion(item, true)) : [];
      if (faqs.length > 0 && faqs.every(Boolean)) {
        for (const faq of faqs) {
          lead(faq!.question, 0, true);
          addProse(faq!.answer);
        }
        continue;
      }
      const flat = items.flat();
      const last = open.sentences.at(-1)?.text.trim() ?? '';
      // A list introduced by "...:" belongs to its introduction, when both fit one passage.
      if (
        last.endsWith(':') &&
        countWords(open.sentences) + countWords(flat) <= MAX_PASSAGE_WORDS
      ) {
        open.sentences.push(...flat);
        continue;
      }
      flush();
      for (let at = 0; at < flat.length; ) {
        const chunk: PassageSentence[] = [];
        while (at < flat.length && (chunk.length === 0 || countWords(chunk) < MAX_PASSAGE_WORDS))
          chunk.push(flat[at++]!);
        push('list', chunk, !open.hasLed);
        open.hasLed = true;
      }
      continue;
    }
    if (block.kind === 'table') {
      flush();
      const rows = Array.from({ length: block.rows.length }, (_, i) =>
        sentencesOf(first + i),
      ).flat();
      if (rows.length > 0) {
        push('table', rows, !open.hasLed);
        open.hasLed = true;
      }
    }
  }
  lead('', 0, false);
  return passages;
}
