import { its, nlp } from '../languages/english-nlp.ts';
import { readsAsNounPhrase } from './choose-heading-text.ts';
import type { EditDraft } from './edit-draft.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';
import { type DefinedSubject, readDefinedSubject } from './read-subject.ts';

const OPENING_PRONOUN = /^(It|They)\s+(?=\p{Ll})/u;
/**
 * "It is ...": the pronoun stands for what the heading names. "This is ..." is left as written:
 * a demonstrative points back at the idea just said ("This is probably the most hidden of
 * costs" after a paragraph on lost goodwill), which the heading's name misstates.
 */
const PRONOUN_BEFORE_IS = /^(It)(?=\s+(?:is|was)\s)/;
/** A heading names one thing when it is this short. */
const MAX_HEADING_WORDS = 4;
/** Parts of speech that make a heading more than one thing's name ("Beef or lamb stew"). */
const NOT_ONE_NAME = new Set(['ADP', 'CCONJ', 'SCONJ', 'DET', 'PRON', 'AUX', 'PART', 'NUM']);

/**
 * The heading as the subject of a sentence, when it names one thing: "Goodwill", "The p2 pod
 * type" (the article only where the text writes "the" before it), or null.
 */
function headingAsSubject(heading: string, text: string): string | null {
  const words = heading.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS || /[^\p{L}\p{N}\s'’-]/u.test(heading)) return null;
  if (!readsAsNounPhrase(heading)) return null;
  const tags = nlp.readDoc(heading).tokens().out(its.pos) as string[];
  if (tags.some((tag) => NOT_ONE_NAME.has(tag))) return null;
  if (words.length === 1 || tags.every((tag) => tag === 'PROPN' && /^\p{Lu}/u.test(heading)))
    return heading;
  const first = words[0] as string;
  const lower = `${first.toLowerCase()} ${words.slice(1).join(' ')}`;
  const isName = !new RegExp(`(?<![\\p{L}])${first.toLowerCase()}(?![\\p{L}])`, 'u').test(text);
  const phrase = isName ? heading : lower;
  return text.toLowerCase().includes(`the ${heading.toLowerCase()}`) ? `The ${phrase}` : null;
}

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

/**
 * "Subject named instead of a pronoun" after a heading: a section that opens "It is..." right
 * under a heading that names one thing ("### Goodwill") says what it is only
 * through the heading, which a quoted passage loses; the heading's name takes the pronoun's
 * place ("Goodwill is..."), and the sentence states a definition when it reads as one.
 */
export function proposeHeadingSubjectEdits(
  text: string,
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
): SubjectProposal {
  const edits: EditDraft[] = [];
  const resolved = new Map<number, string>();
  for (const passage of passages) {
    const paragraph = paragraphs.get(passage.blockIndexes[0] ?? -1);
    const sentence = paragraph?.sentences[0];
    if (!passage.headingText || !paragraph || paragraph.block.mark || !sentence) continue;
    const pronoun = PRONOUN_BEFORE_IS.exec(sentence.raw)?.[1];
    if (!pronoun) continue;
    const subject = headingAsSubject(passage.headingText, text);
    if (!subject) continue;
    const plain = `${subject}${sentence.plain.slice(pronoun.length)}`;
    const defines = readDefinedSubject(plain) !== null;
    edits.push({
      kind: defines ? 'definition' : 'pronoun',
      passage: passage.index,
      reason: defines
        ? `Names “${subject}” instead of “${pronoun}”, so this passage states a definition a search engine can quote without its heading.`
        : `Names “${subject}” instead of “${pronoun}”, so this passage still makes sense when quoted without its heading.`,
      start: sentence.start,
      end: sentence.start + pronoun.length,
      after: subject,
    });
    resolved.set(sentence.start, plain);
  }
  return { edits, resolved };
}

/** Both readings' edits; a sentence the first already names is not named twice. */
export function mergeSubjects(first: SubjectProposal, second: SubjectProposal): SubjectProposal {
  const edits = [...first.edits, ...second.edits.filter((edit) => !first.resolved.has(edit.start))];
  return { edits, resolved: new Map([...second.resolved, ...first.resolved]) };
}
