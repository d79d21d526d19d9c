import { looksLikeHtml } from '../document/looks-like-html.ts';
import { phraseHeadingQuestion } from '../passages/phrase-questions.ts';
import { countWords, RECOMMENDED_MIN_WORDS } from '../rules/word-count.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { ImprovementFactors } from '../types.ts';
import { applyEdits, defaultAcceptedIds } from './apply-edits.ts';
import { checkRewrite } from './check-rewrite.ts';
import { citeReason } from './cite-reason.ts';
import type { EditDraft } from './edit-draft.ts';
import type { ClaimToVerify, ImproveEdit, ImproveReview } from './edit-types.ts';
import { findClaims } from './find-claims.ts';
import { LIST_GRAMMARS } from './find-enumeration.ts';
import { findTopicBreaks } from './find-topic-breaks.ts';
import { proposeAnswerFirst } from './propose-answer-first.ts';
import { proposeFaqEntries } from './propose-faq-entries.ts';
import { proposeHeadingLevels } from './propose-heading-levels.ts';
import { proposeHeadings } from './propose-headings.ts';
import { proposeLists } from './propose-lists.ts';
import { proposePastedStructure } from './propose-pasted-structure.ts';
import {
  keepWholeLabelSets,
  proposeShownHeadings,
  splitAtTitleLines,
} from './propose-shown-headings.ts';
import {
  mergeSubjects,
  proposeHeadingSubjectEdits,
  proposeSubjectEdits,
} from './propose-subject-edits.ts';
import { locatePassage, readCitationPassages } from './read-citation-map.ts';
import { type ProseParagraph, readParagraph, readPassages, titleOf } from './read-passages.ts';
import { isAboveTitle, readTitleStarts } from './read-title-starts.ts';
import { scanSource } from './scan-source.ts';
import { assessImprovement, scoreImprovement } from './score-improvement.ts';
import { otherLanguageNotice, readTextLanguage, sourceNeededLabel } from './text-language.ts';

export interface ImproveTextResult extends ImproveReview {
  improvedContent: string;
  improvementFactors: ImprovementFactors;
}

/**
 * Said when a long text has next to no prose: it is made of lists, code or tables, which the
 * improver keeps as written, so "too short" would be wrong.
 */
export const MOSTLY_NOT_PROSE_NOTICE = (words: number, proseWords: number) =>
  `This text is mostly lists, code or tables, which the improver keeps exactly as written: only ${proseWords} of its ${words} words are in paragraphs of prose, and it needs at least ${RECOMMENDED_MIN_WORDS} to find passages, subjects and topic changes.`;
export const TOO_SHORT_NOTICE = (words: number) =>
  `This text is too short to improve: it has ${words} ${words === 1 ? 'word' : 'words'} of prose, and the improver needs at least ${RECOMMENDED_MIN_WORDS} to find passages, subjects and topic changes. Add what a reader would search for, then improve it again.`;
export const HTML_NOTICE =
  'This looks like HTML, which is kept exactly as written. Paste Markdown or plain text to get edits.';
export const NOTHING_TO_DO_NOTICE =
  'No edits to propose: every passage already has a heading, opens with its subject and stays on one topic.';
/** Legal text is its own terms: a shorter sentence or a new heading is a different licence. */
export const LEGAL_TEXT_NOTICE =
  'No edits to propose: this reads as a licence, whose wording is its terms, so it is kept exactly as written.';
export const CLAIMS_ONLY_NOTICE =
  'No changes to the wording or structure: every passage already has a heading, opens with its subject and stays on one topic. The claims listed below are marked for you to verify before publishing.';

const EMPTY_FACTORS: ImprovementFactors = {
  contentClarity: 0,
  contextRichness: 0,
  semanticRelevance: 0,
  intentCoverage: 0,
};

/** Which passage an offset falls in: the last passage that starts at or before it. */
function createPassageFinder(starts: readonly number[]): (offset: number) => number {
  return (offset) => {
    let found = 0;
    starts.forEach((start, index) => {
      if (start <= offset) found = index;
    });
    return found;
  };
}

/**
 * The builtin improver (DESIGN.md 4): proposes edits to the writer's own text and never writes
 * a new one. Each edit has a kind, a passage and a one-line reason; the rewrite is the original
 * with the edits accepted by default. Code, comments, front matter, tables, link definitions and
 * lists are never edited, so they pass through byte for byte; nothing is inserted inside a
 * sentence or between a question and its answer. The factors are measured on the original and
 * the rewrite with the same measures.
 */
export function improveText(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImproveTextResult {
  const input = typeof text === 'string' ? text : '';
  const sourceBlocks = looksLikeHtml(input) ? [] : scanSource(input);
  // Headings as the document reader sees them, a browser's title lines included: the text has
  // headings when it has these, and no new heading goes right above one of them.
  const titleStarts = sourceBlocks.length > 0 ? readTitleStarts(input) : new Set<number>();
  // Paragraphs and bullets a browser's copy shows are read as the rewrite will hold them.
  const pasted = proposePastedStructure(input, splitAtTitleLines(input, sourceBlocks, titleStarts));
  const blocks = pasted.blocks;
  const paragraphs = new Map<number, ProseParagraph>();
  blocks.forEach((block, index) => {
    if (block.kind === 'paragraph') paragraphs.set(index, readParagraph(block, index));
  });
  const prose = [...paragraphs.values()];
  const proseWords = prose.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
  const language = readTextLanguage(prose.map((paragraph) => paragraph.block.text).join('\n'));
  const isTooShort = proseWords < RECOMMENDED_MIN_WORDS;
  const totalWords = countWords(input);

  const proposedFaq = proposeFaqEntries(blocks, paragraphs);
  const [faq, shown] = keepWholeLabelSets(blocks, [
    proposedFaq,
    proposeShownHeadings(
      input,
      blocks,
      paragraphs,
      titleStarts,
      new Set(proposedFaq.headings.keys()),
    ),
  ]) as [typeof proposedFaq, typeof proposedFaq];
  const newHeadings = new Map([...faq.headings, ...shown.headings]);
  const passages = readPassages(blocks, newHeadings);
  const titles = passages.map((passage) => titleOf(passage, blocks));
  const subjects = language.isEnglish
    ? mergeSubjects(
        proposeSubjectEdits(passages, paragraphs),
        proposeHeadingSubjectEdits(input, passages, paragraphs),
      )
    : { edits: [], resolved: new Map<number, string>() };
  const breaks = prose
    .filter((paragraph) => !paragraph.isQuestion)
    .flatMap((paragraph) => findTopicBreaks(paragraph, input, language.stopWords));
  const answerFirst = language.isEnglish
    ? proposeAnswerFirst(input, passages, paragraphs, breaks)
    : { edits: [], swapped: new Set<number>() };
  const headings = proposeHeadings({
    text: input,
    blocks,
    paragraphs,
    passages,
    breaks,
    resolved: subjects.resolved,
    swapped: answerFirst.swapped,
    hasHeadings:
      blocks.some((block) => block.kind === 'heading') ||
      newHeadings.size > 0 ||
      titleStarts.size > 0,
    proseWords,
    minWords: RECOMMENDED_MIN_WORDS,
    context: {
      language,
      lowerCaseWords: new Set(
        prose.flatMap(
          (paragraph) => paragraph.block.text.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}'’-]*/gu) ?? [],
        ),
      ),
      titleWords: new Set(
        (blocks.find((block) => block.kind === 'heading')?.text ?? '')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? [],
      ),
      used: [
        ...blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : [])),
        ...[...newHeadings.values()].map((heading) => heading.text),
      ],
    },
  });
  const splits: EditDraft[] = breaks
    .filter((item) => !headings.usedBreaks.has(item))
    .map((item) => ({
      kind: 'split',
      passage: -1,
      reason: `Splits a ${item.paragraph.wordCount}-word paragraph where its topic changes, so each part can be found and quoted on its own.`,
      start: item.start,
      end: item.end,
      after: '\n\n',
    }));
  // Paragraphs whose opening an answer-first edit reorders keep their sentences as they are.
  const taken = new Set(
    answerFirst.edits.flatMap((edit) =>
      prose
        .filter((p) => p.block.start <= edit.start && edit.start <= p.block.end)
        .map((p) => p.blockIndex),
    ),
  );
  const cuts = new Map<ProseParagraph, number[]>();
  for (const item of breaks)
    cuts.set(item.paragraph, [...(cuts.get(item.paragraph) ?? []), item.sentence]);
  const listGrammar = LIST_GRAMMARS[language.isEnglish ? 'English' : (language.name ?? '')];
  const lists = listGrammar
    ? proposeLists(passages, paragraphs, taken, subjects.edits, listGrammar, cuts)
    : { edits: [], absorbed: new Set<EditDraft>() };
  const namedSubjects = subjects.edits.filter((edit) => !lists.absorbed.has(edit));
  const claimed = findClaims(passages, paragraphs, titles, sourceNeededLabel(language));

  const passageAt = createPassageFinder(
    passages.map((passage) => {
      const first = passage.heading ?? blocks[passage.blockIndexes[0] ?? -1];
      return first?.start ?? 0;
    }),
  );
  const hasText = input.trim() !== '';
  const original = hasText ? assessImprovement(input, knowledge) : null;
  const isLegal = original?.kind === 'licence';
  // A long text of lists and tables still gets the edits that need no run of prose: its own
  // headings, questions and enumerations.
  const isMostlyNotProse = isTooShort && totalWords >= RECOMMENDED_MIN_WORDS * 4;
  const proposed =
    isLegal || (isTooShort && !isMostlyNotProse)
      ? []
      : [
          ...pasted.edits,
          ...faq.edits,
          ...shown.edits.filter((edit) => !isAboveTitle(input, edit, titleStarts)),
          ...(isTooShort
            ? []
            : [
                ...headings.edits.filter((edit) => !isAboveTitle(input, edit, titleStarts)),
                ...splits,
                ...namedSubjects,
                ...answerFirst.edits,
              ]),
          ...lists.edits,
        ];
  // Headings of the text that skip a level move up to close the gap, and the headings the
  // edits insert take their place in the same outline.
  const outline =
    proposed.length > 0 || !(isLegal || isTooShort)
      ? proposeHeadingLevels(input, blocks, proposed)
      : { edits: [], drafts: proposed };
  const drafts = [...outline.drafts, ...outline.edits];
  const mapPassages = original ? readCitationPassages(original.retrieval) : [];
  // The sentences an edit touches: those of the paragraph it lands in (an FAQ edit's answer).
  const sentencesAt = (offset: number): string[] => {
    const paragraph =
      prose.find((p) => p.block.start <= offset && offset < p.block.end) ??
      prose.find((p) => p.block.start >= offset);
    return paragraph?.sentences.map((sentence) => sentence.plain) ?? [];
  };
  // The question a new heading makes the citation map ask, phrased as the map phrases it.
  const askedBy = (draft: EditDraft): string | null => {
    if (draft.kind !== 'heading' && draft.kind !== 'faq') return null;
    const heading = /(?:^|\n)#{1,6} ([^\n]+)/.exec(draft.after)?.[1];
    return heading ? (phraseHeadingQuestion(heading, draft.kind === 'faq')?.text ?? null) : null;
  };
  const markers = isLegal ? [] : [...claimed.markers.entries()];
  const edits: ImproveEdit[] = [];
  const ids = new Set<string>();
  const finish = (draft: EditDraft): ImproveEdit => {
    let id = `${draft.kind}-${draft.start}`;
    for (let n = 2; ids.has(id); n++) id = `${draft.kind}-${draft.start}-${n}`;
    ids.add(id);
    const passage =
      draft.passage >= 0
        ? draft.passage
        : passageAt(draft.kind === 'faq' ? draft.start : draft.end);
    const located = locatePassage(
      mapPassages,
      sentencesAt(draft.kind === 'faq' ? draft.end : draft.start),
    );
    return {
      ...draft,
      // A heading's new level changes no passage's words: the map has nothing to add.
      reason: /^#+$/.test(draft.after)
        ? draft.reason
        : `${draft.reason}${citeReason(draft.kind, located, askedBy(draft))}`,
      id,
      passage,
      passageTitle: titles[passage] ?? '',
      before: input.slice(draft.start, draft.end),
      isAcceptedByDefault: draft.isAcceptedByDefault ?? true,
    };
  };
  for (const draft of drafts.sort((a, b) => a.start - b.start || a.end - b.end))
    edits.push(finish(draft));
  const claims: ClaimToVerify[] = isLegal
    ? []
    : claimed.claims.map((claim) => ({ ...claim, markerEditId: null }));
  for (const [index, draft] of markers) {
    const edit = finish(draft);
    edits.push(edit);
    (claims[index] as ClaimToVerify).markerEditId = edit.id;
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);

  const improvedContent = applyEdits(input, edits, defaultAcceptedIds(edits));
  const originalFactors = original ? original.factors : { ...EMPTY_FACTORS };
  const rewriteFactors = !hasText
    ? { ...EMPTY_FACTORS }
    : improvedContent === input
      ? originalFactors
      : scoreImprovement(improvedContent, knowledge);
  const notice = !hasText
    ? null
    : looksLikeHtml(input)
      ? HTML_NOTICE
      : isLegal
        ? LEGAL_TEXT_NOTICE
        : isTooShort
          ? isMostlyNotProse
            ? MOSTLY_NOT_PROSE_NOTICE(totalWords, proseWords)
            : TOO_SHORT_NOTICE(proseWords)
          : !language.isEnglish
            ? otherLanguageNotice(
                language,
                listGrammar !== undefined,
                sourceNeededLabel(language),
                edits.some((edit) => edit.isAcceptedByDefault),
              )
            : edits.some((edit) => edit.isAcceptedByDefault)
              ? null
              : claims.length > 0
                ? CLAIMS_ONLY_NOTICE
                : NOTHING_TO_DO_NOTICE;
  return {
    improvedContent,
    improvementFactors: rewriteFactors,
    edits,
    claims,
    originalFactors,
    rewriteFactors,
    check: checkRewrite(input, improvedContent),
    language: language.name,
    notice,
  };
}
