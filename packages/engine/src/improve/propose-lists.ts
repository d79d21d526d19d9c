import type { EditDraft } from './edit-draft.ts';
import {
  ENGLISH_LISTS,
  type Enumeration,
  findEnumeration,
  type ListGrammar,
} from './find-enumeration.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';

/**
 * Items of at least this many words on average make a list worth setting out: "database, auth,
 * storage and edge functions" reads better as the sentence it is, and bullets of a word or two
 * are padding (a blind rating of the training pages' lists accepted none of that kind).
 */
const MIN_ITEM_WORDS = 3;
/** A lead of one word ("Suggestions:") is a label, not a sentence the list completes. */
const MIN_LEAD_WORDS = 2;

/**
 * A list the text itself introduces with a colon after a lead of a few words, with items of a
 * few words each. Without a colon ("such as", "including") the items are an example inside a
 * sentence, which the rating found reads worse set out as bullets.
 */
const isWorthAList = (enumeration: Enumeration) =>
  enumeration.isAfterColon &&
  enumeration.lead.split(/\s+/).length >= MIN_LEAD_WORDS &&
  enumeration.items.join(' ').split(/\s+/).length / enumeration.items.length >= MIN_ITEM_WORDS;

type Sentence = ProseParagraph['sentences'][number];

/** Shorter lines than this inside a sentence are lines of their own, not a hard wrap. */
const MIN_WRAPPED_LINE = 50;

/**
 * One sentence, or one hard-wrapped at a fixed width: a short line inside it is a title or a
 * label a browser's copy ran into the sentence, which a list would swallow. Links and code in
 * the sentence stay in its lead as written: an item never holds markup (find-enumeration.ts).
 */
const isOneLine = (raw: string) =>
  raw
    .trimEnd()
    .split('\n')
    .slice(0, -1)
    .every((line) => line.trim().length >= MIN_WRAPPED_LINE);

/** "A, B or C" offers a choice that a bulleted list would no longer say. */
const offersChoice = (raw: string, grammar: ListGrammar) =>
  raw
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .includes(grammar.choice);

/**
 * Enumerating sentences inside a longer paragraph ("Credits apply to: the database, auth,
 * storage and edge functions."): the sentence becomes its lead and a list, and the sentences
 * around it stay paragraphs of their own, word for word. Only items of a few words each: a
 * list of single words reads better as the sentence it is.
 */
function listsInSentences(
  passage: Passage,
  sentences: readonly Sentence[],
  grammar: ListGrammar,
): EditDraft[] {
  const edits: EditDraft[] = [];
  sentences.forEach((sentence, position) => {
    if (offersChoice(sentence.raw, grammar) || !isOneLine(sentence.raw)) return;
    const enumeration = findEnumeration(sentence.raw.replace(/\s+/g, ' ').trim(), grammar);
    if (!enumeration || !isWorthAList(enumeration)) return;
    const previous = sentences[position - 1];
    const next = sentences[position + 1];
    const items = enumeration.items.map((item) => `- ${item}`).join('\n');
    edits.push({
      kind: 'list',
      passage: passage.index,
      reason: `Sets out the ${enumeration.items.length} parallel items of this sentence as a list, which AI answers lift more readily than a run-on sentence; the sentences around it are kept as written.`,
      start: previous ? previous.end : sentence.start,
      end: next ? next.start : sentence.end,
      after: `${previous ? '\n\n' : ''}${enumeration.lead}${enumeration.colon}\n\n${items}${next ? '\n\n' : ''}`,
    });
  });
  return edits;
}

/**
 * "Parallel items made a list": a paragraph that is one enumerating sentence ("You need a jar,
 * ground coffee, cold water and a filter.") becomes its lead and a bulleted list, each item
 * word for word. In German, French and Spanish only the colon form, with the language's own
 * "und"/"et"/"y" (find-enumeration.ts). A paragraph that another edit splits where its topic
 * changes is read part by part, as each part will stand once split: improving the rewrite
 * again then finds the same lists.
 */
export function proposeLists(
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  taken: ReadonlySet<number>,
  subjectEdits: readonly EditDraft[],
  grammar: ListGrammar = ENGLISH_LISTS,
  cuts: ReadonlyMap<ProseParagraph, readonly number[]> = new Map(),
): { edits: EditDraft[]; absorbed: Set<EditDraft> } {
  const edits: EditDraft[] = [];
  const absorbed = new Set<EditDraft>();
  for (const passage of passages) {
    for (const index of passage.blockIndexes) {
      const paragraph = paragraphs.get(index);
      if (!paragraph || paragraph.block.mark || taken.has(index)) continue;
      const at = [0, ...(cuts.get(paragraph) ?? []), paragraph.sentences.length];
      for (let part = 0; part + 1 < at.length; part++) {
        const sentences = paragraph.sentences.slice(at[part], at[part + 1]);
        if (sentences.length > 1) {
          edits.push(...listsInSentences(passage, sentences, grammar));
          continue;
        }
        const sentence = sentences[0];
        if (!sentence || offersChoice(sentence.raw, grammar) || !isOneLine(sentence.raw)) continue;
        // A pronoun this paragraph opens with is named in the list's lead, in the same edit, so
        // the two never compete for the same words.
        const named = subjectEdits.find((edit) => edit.start === sentence.start);
        const raw = named
          ? named.after + sentence.raw.slice(named.end - named.start)
          : sentence.raw;
        const enumeration = findEnumeration(raw.replace(/\s+/g, ' ').trim(), grammar);
        if (!enumeration || !isWorthAList(enumeration)) continue;
        const items = enumeration.items.map((item) => `- ${item}`).join('\n');
        const isWhole = at.length === 2;
        edits.push({
          kind: 'list',
          passage: passage.index,
          reason: `Sets out the ${enumeration.items.length} parallel items of this sentence as a list, which AI answers lift more readily than a run-on sentence${named ? `, and names “${named.after}” instead of “${sentence.raw.slice(0, named.end - named.start)}”` : ''}.`,
          start: isWhole ? paragraph.block.start : sentence.start,
          end: isWhole ? paragraph.block.end : sentence.end,
          after: `${enumeration.lead}${enumeration.colon}\n\n${items}`,
        });
        if (named) absorbed.add(named);
      }
    }
  }
  return { edits, absorbed };
}
