import type { EditDraft } from './edit-draft.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';
import { type DefinedSubject, readDefinedSubject } from './read-subject.ts';

const OPENING_PRONOUN = /^(It|They)\s+(?=\p{Ll})/u;

export interface SubjectProposal {
  edits: EditDraft[];
  /** The plain first sentence after the edit, by the sentence's start offset. */
  resolved: Map<number, string>;
}

/**
 * "Pronoun resolved to its subject": a paragraph that opens with "It" or "They" cannot be
 * quoted alone; when the same passage defined its subject earlier ("Redis is..."), the pronoun
 * becomes that subject. When the sentence then reads as a definition, the edit makes the
 * definition explicit. English only: other languages' pronouns and agreement differ.
 */
export function proposeSubjectEdits(
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
): SubjectProposal {
  const edits: EditDraft[] = [];
  const resolved = new Map<number, string>();
  for (const passage of passages) {
    // Only a definition in the paragraph just before counts: further back, "it" may mean
    // something else the text has named since.
    let known: DefinedSubject | null = null;
    for (const index of passage.blockIndexes) {
      const paragraph = paragraphs.get(index);
      if (!paragraph) {
        known = null;
        continue;
      }
      let definedHere: DefinedSubject | null = null;
      paragraph.sentences.forEach((sentence, position) => {
        let plain = sentence.plain;
        const pronoun = OPENING_PRONOUN.exec(sentence.raw);
        const fits = pronoun && known && (pronoun[1] === 'It') === (known.verb === 'is');
        if (position === 0 && pronoun && fits && known && !paragraph.block.mark) {
          const subject = known.subject.charAt(0).toUpperCase() + known.subject.slice(1);
          plain = `${subject} ${plain.slice(pronoun[0].length)}`;
          const defines = readDefinedSubject(plain) !== null;
          edits.push({
            kind: defines ? 'definition' : 'pronoun',
            passage: passage.index,
            reason: defines
              ? `Names “${known.term}” instead of “${pronoun[1]}”, so this paragraph states a definition a search engine can quote alone.`
              : `Names “${known.term}” instead of “${pronoun[1]}”, so this paragraph still makes sense when quoted on its own.`,
            start: sentence.start,
            end: sentence.start + (pronoun[1] as string).length,
            after: subject,
          });
          resolved.set(sentence.start, plain);
        }
        definedHere = readDefinedSubject(plain) ?? definedHere;
      });
      known = definedHere;
    }
  }
  return { edits, resolved };
}
