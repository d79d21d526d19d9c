import type { EditDraft } from './edit-draft.ts';
import { findEnumeration } from './find-enumeration.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';

/**
 * "Parallel items made a list": a paragraph that is one enumerating sentence ("You need a jar,
 * ground coffee, cold water and a filter.") becomes its lead and a bulleted list, each item
 * word for word. English only: the lead words and "and"/"or" are English.
 */
export function proposeLists(
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  taken: ReadonlySet<number>,
  subjectEdits: readonly EditDraft[],
): { edits: EditDraft[]; absorbed: Set<EditDraft> } {
  const edits: EditDraft[] = [];
  const absorbed = new Set<EditDraft>();
  for (const passage of passages) {
    for (const index of passage.blockIndexes) {
      const paragraph = paragraphs.get(index);
      if (
        !paragraph ||
        paragraph.block.mark ||
        paragraph.sentences.length !== 1 ||
        taken.has(index)
      )
        continue;
      const sentence = paragraph.sentences[0];
      // "A, B or C" offers a choice that a bulleted list would no longer say.
      if (!sentence || paragraph.protectedSpans.length > 0 || /\bor\b/i.test(sentence.raw))
        continue;
      // A pronoun this paragraph opens with is named in the list's lead, in the same edit, so
      // the two never compete for the same words.
      const named = subjectEdits.find((edit) => edit.start === sentence.start);
      const raw = named ? named.after + sentence.raw.slice(named.end - named.start) : sentence.raw;
      const enumeration = findEnumeration(raw.replace(/\s+/g, ' ').trim());
      if (!enumeration) continue;
      const items = enumeration.items.map((item) => `- ${item}`).join('\n');
      edits.push({
        kind: 'list',
        passage: passage.index,
        reason: `Sets out the ${enumeration.items.length} parallel items of this sentence as a list, which AI answers lift more readily than a run-on sentence${named ? `, and names “${named.after}” instead of “${sentence.raw.slice(0, named.end - named.start)}”` : ''}.`,
        start: paragraph.block.start,
        end: paragraph.block.end,
        after: `${enumeration.lead}:\n\n${items}`,
      });
      if (named) absorbed.add(named);
    }
  }
  return { edits, absorbed };
}
