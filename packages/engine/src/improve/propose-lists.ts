import type { EditDraft } from './edit-draft.ts';
import { ENGLISH_LISTS, findEnumeration, type ListGrammar } from './find-enumeration.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';

/** Items of at least this many words on average make a list worth setting out mid-paragraph. */
const MIN_ITEM_WORDS = 2;

/**
 * Enumerating sentences inside a longer paragraph ("Credits apply to: the database, auth,
 * storage and edge functions."): the sentence becomes its lead and a list, and the sentences
 * around it stay paragraphs of their own, word for word. Only items of a few words each: a
 * list of single words reads better as the sentence it is.
 */
function listsInParagraph(
  passage: Passage,
  paragraph: ProseParagraph,
  grammar: ListGrammar,
): EditDraft[] {
  const edits: EditDraft[] = [];
  const { sentences } = paragraph;
  sentences.forEach((sentence, position) => {
    const isProtected = paragraph.protectedSpans.some(
      ([start, end]) => start < sentence.end && end > sentence.start,
    );
    const offersChoice = sentence.raw
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .includes(grammar.choice);
    if (isProtected || offersChoice || sentence.raw.includes('\n')) return;
    const enumeration = findEnumeration(sentence.raw.replace(/\s+/g, ' ').trim(), grammar);
    if (!enumeration) return;
    const itemWords = enumeration.items.join(' ').split(/\s+/).length / enumeration.items.length;
    if (itemWords < MIN_ITEM_WORDS) return;
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
 * word for word. In German and French only the colon form, with the language's own "und"/"et"
 * (find-enumeration.ts).
 */
export function proposeLists(
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  taken: ReadonlySet<number>,
  subjectEdits: readonly EditDraft[],
  grammar: ListGrammar = ENGLISH_LISTS,
): { edits: EditDraft[]; absorbed: Set<EditDraft> } {
  const edits: EditDraft[] = [];
  const absorbed = new Set<EditDraft>();
  for (const passage of passages) {
    for (const index of passage.blockIndexes) {
      const paragraph = paragraphs.get(index);
      if (!paragraph || paragraph.block.mark || taken.has(index)) continue;
      if (paragraph.sentences.length > 1) {
        edits.push(...listsInParagraph(passage, paragraph, grammar));
        continue;
      }
      const sentence = paragraph.sentences[0];
      // "A, B or C" offers a choice that a bulleted list would no longer say.
      const offersChoice = sentence?.raw
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .includes(grammar.choice);
      if (!sentence || paragraph.protectedSpans.length > 0 || offersChoice) continue;
      // A pronoun this paragraph opens with is named in the list's lead, in the same edit, so
      // the two never compete for the same words.
      const named = subjectEdits.find((edit) => edit.start === sentence.start);
      const raw = named ? named.after + sentence.raw.slice(named.end - named.start) : sentence.raw;
      const enumeration = findEnumeration(raw.replace(/\s+/g, ' ').trim(), grammar);
      if (!enumeration) continue;
      const items = enumeration.items.map((item) => `- ${item}`).join('\n');
      edits.push({
        kind: 'list',
        passage: passage.index,
        reason: `Sets out the ${enumeration.items.length} parallel items of this sentence as a list, which AI answers lift more readily than a run-on sentence${named ? `, and names “${named.after}” instead of “${sentence.raw.slice(0, named.end - named.start)}”` : ''}.`,
        start: paragraph.block.start,
        end: paragraph.block.end,
        after: `${enumeration.lead}${enumeration.colon}\n\n${items}`,
      });
      if (named) absorbed.add(named);
    }
  }
  return { edits, absorbed };
}
