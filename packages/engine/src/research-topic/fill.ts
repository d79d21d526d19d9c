import slotTable from './fill.json' with { type: 'json' };
import { type NounPhrase, render } from './read-topic.ts';

/**
 * The part of speech each slot of question-table.ts takes. A pattern is filled only with
 * phrases of its slots' types, so the question stays grammatical whatever the topic:
 * NP a noun phrase, NP-PL one in the plural, PROPN a name, VP a verb phrase in the base form,
 * AUX/DET words chosen to agree with the topic's number.
 */
export const SLOT_TYPES = slotTable.slotTypes;
export type SlotName = keyof typeof SLOT_TYPES;
/** The slot each field of a topic's reading fills ("audience" fills {aud}). */
export const SLOT_OF_FIELD = slotTable.slotOfField as Readonly<Record<string, SlotName>>;

export type Slots = Partial<Record<SlotName, string>> & { phrase?: NounPhrase };

/** The slots a topic phrase fills, with the agreement words its number asks for. */
export function phraseSlots(phrase: NounPhrase): Slots {
  const typed = render(phrase, 'typed');
  const singular = render(phrase, 'singular');
  const plural = render(phrase, 'plural');
  const many = phrase.plural;
  // No phrase ("hostel vs hotel" is two things, not one): no slot of it, so no pattern about
  // it is filled with an empty name ("How do I choose a ?").
  if (typed.trim() === '') return {};
  return {
    phrase,
    np: typed,
    'a np': phrase.proper || many || !phrase.counted ? typed : `${article(singular)} ${singular}`,
    nps: plural,
    be: many ? 'are' : 'is',
    do: many ? 'do' : 'does',
    much: many ? 'many' : 'much',
    bes: phrase.counted ? 'are' : 'is',
    dos: phrase.counted ? 'do' : 'does',
  };
}

/** "a" or "an" by the sound the next word starts with (spelling, with the usual exceptions). */
export function article(next: string): 'a' | 'an' {
  // An acronym is read letter by letter: "an HVAC repair", "an SEO audit", "a GDPR checklist".
  const first = next.split(/\s+/)[0] ?? next;
  if (/^[A-Z0-9]{2,}$/.test(first)) return /^[AEFHILMNORSX8]/.test(first) ? 'an' : 'a';
  const word = next.toLowerCase();
  if (/^(?:uni|use|usu|eu|one|once|ur[aeio])/.test(word)) return 'a';
  if (/^(?:hour|honest|honou?r|heir)/.test(word)) return 'an';
  if (/^[aeiou]/.test(word)) return 'an';
  return 'a';
}

const SLOT = /\{(a \w+ np|[a-z]+(?: np)?)\}/g;

/**
 * Fills a pattern's slots; undefined when one is missing, so a question about an audience is
 * never asked without one. "{a free np}" is the phrase with an adjective and its article.
 */
export function fillPattern(pattern: string, slots: Slots): string | undefined {
  let missing = false;
  const filled = pattern.replace(SLOT, (whole, name: string) => {
    const adjective = /^a (\w+) np$/.exec(name);
    if (adjective && name !== 'a np') {
      const phrase = slots.phrase;
      if (!phrase) {
        missing = true;
        return whole;
      }
      const typed = render(phrase, 'typed');
      const singular = render(phrase, 'singular');
      return phrase.proper || phrase.plural || !phrase.counted
        ? `${adjective[1]} ${typed}`
        : `${article(adjective[1]!)} ${adjective[1]} ${singular}`;
    }
    const value = slots[name as SlotName];
    if (value === undefined || value === '') {
      missing = true;
      return whole;
    }
    return value;
  });
  if (missing || hasFragment(filled, slots)) return undefined;
  // An article written before a slot takes the form the filled word needs: "an espresso
  // machine checklist", "a gdpr compliance checklist".
  const spaced = filled
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([Aa]n?) (\p{L}[\p{L}-]*)/gu, (_whole, written: string, next: string) => {
      const form = article(next);
      return `${written[0] === 'A' ? form.charAt(0).toUpperCase() + form.slice(1) : form} ${next}`;
    });
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Whether a filled pattern holds a fragment a slot left: a one-letter word ("cheap s") or an
 * article with no noun after it ("How do I choose a ?"). A letter the topic itself names as a
 * word among others ("vitamin d") is no fragment.
 */
export function hasFragment(filled: string, slots: Slots): boolean {
  if (/\b[Aa]n?\s*(?:[?,.:]|$)/.test(filled)) return true;
  const named = new Set(
    Object.values(slots)
      .filter((value): value is string => typeof value === 'string' && value.includes(' '))
      .flatMap((value) => value.toLowerCase().split(/\s+/)),
  );
  return filled
    .split(/[\s?,.:]+/)
    .some(
      (word) => /^\p{L}$/u.test(word) && !/^[aI]$/i.test(word) && !named.has(word.toLowerCase()),
    );
}
