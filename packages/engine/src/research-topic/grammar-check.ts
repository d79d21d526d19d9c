import cues from './intent-cues.json' with { type: 'json' };
import type { TaggedWord, TopicKnowledge } from './topic-knowledge.ts';

/*
 * The grammar check the research's tests run over questions: wink-nlp's part-of-speech tags
 * and WordNet, never expected strings. Kept out of the test files so that the table test and
 * the test over many topics check the same rules.
 */

export const isPlural = (word: TaggedWord) =>
  word.pos === 'NOUN' && word.text.toLowerCase() !== word.lemma && /s$/i.test(word.text);

/**
 * A plural the tagger leaves as its own lemma ("apps", "basics"): its singular is the commoner
 * word by the word vectors' frequency ranks ("physics" is not, "physic" being rarer).
 */
export function pluralByUse(knowledge: TopicKnowledge, word: TaggedWord): boolean {
  const text = word.text.toLowerCase();
  if (word.pos !== 'NOUN' || !/[^s]s$/.test(text) || /(?:us|is)$/.test(text)) return false;
  const bare = text.slice(0, -1);
  // The singular must be a noun, or a word WordNet lacks ("app"): "news" is no plural of "new".
  const { lexicon } = knowledge;
  if (lexicon.senses(bare, 'noun').length === 0 && lexicon.senses(bare).length > 0) return false;
  const singular = knowledge.vectors.rank(bare);
  return singular !== undefined && singular < (knowledge.vectors.rank(text) ?? Infinity);
}

/**
 * The head of the noun phrase from `from` to `to`: its last noun before a preposition, a
 * punctuation mark or the end.
 */
export function headOf(
  words: TaggedWord[],
  from: number,
  to = words.length,
  knowledge?: TopicKnowledge,
): { head?: TaggedWord; coordinated: boolean } {
  let head: TaggedWord | undefined;
  let coordinated = false;
  for (let index = from; index < to; index += 1) {
    const word = words[index]!;
    if (['DET', 'ADJ', 'NUM', 'PROPN', 'NOUN'].includes(word.pos)) {
      if (word.pos === 'NOUN' || word.pos === 'PROPN') head = word;
      continue;
    }
    // "baking soda uses?", "lounge access?": a noun at the end that the tagger took for a verb.
    if (
      word.pos === 'VERB' &&
      (index + 1 === to || words[index + 1]?.pos === 'PUNCT') &&
      head &&
      knowledge !== undefined &&
      [word.text, word.text.replace(/s$/, '')].some(
        (form) => knowledge.lexicon.senses(form.toLowerCase(), 'noun').length > 0,
      )
    ) {
      head = { ...word, pos: 'NOUN', lemma: word.text.replace(/s$/, '').toLowerCase() };
      break;
    }
    // "running shoes": a gerund before a noun belongs to the phrase.
    if (word.pos === 'VERB' && words[index + 1]?.pos === 'NOUN') continue;
    // "study abroad programs": an adverb inside a compound.
    if (word.pos === 'ADV' && words[index + 1]?.pos === 'NOUN' && head) continue;
    if (word.pos === 'CCONJ' && head) {
      coordinated = true;
      continue;
    }
    break;
  }
  return { head, coordinated };
}

/**
 * What a grammar check finds wrong in a question, with wink-nlp's part-of-speech tags: an
 * article before a plural or of the wrong form, a verb that does not agree with its subject,
 * "much" with a plural and "many" with a singular, and the shape of a question.
 */
export function grammarProblems(knowledge: TopicKnowledge, question: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z¿]/.test(question)) problems.push('does not start with a capital');
  if (!/\?$/.test(question)) problems.push('does not end with a question mark');
  if (/ {2}| [?,]/.test(question)) problems.push('stray space');
  const words = knowledge.tag(question);
  const QUESTION_WORDS = new Set(cues.questionWords);
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    const next = words[index + 1];
    if ((lower === 'a' || lower === 'an') && next) {
      // An acronym is read letter by letter: "an HVAC", "an SEO", "a GDPR".
      const acronym = /^[A-Z0-9]{2,}$/.test(next.text);
      const vowel = acronym
        ? /^[AEFHILMNORSX8]/.test(next.text)
        : /^[aeiou]/i.test(next.text) && !/^(?:uni|use|usu|eu|one)/i.test(next.text);
      const silent = /^(?:hour|honest|honou?r|heir)/i.test(next.text);
      if (lower === 'a' && (vowel || silent)) problems.push(`“a ${next.text}”`);
      if (lower === 'an' && !vowel && !silent) problems.push(`“an ${next.text}”`);
      const { head } = headOf(words, index + 1, words.length, knowledge);
      if (head && (isPlural(head) || pluralByUse(knowledge, head)))
        problems.push(`“${lower}” before the plural “${head.text}”`);
    }
    if (lower === 'much' || lower === 'many') {
      const { head } = headOf(words, index + 1, words.length, knowledge);
      if (head?.pos === 'NOUN' && isPlural(head) !== (lower === 'many'))
        problems.push(`“${lower}” with “${head.text}”`);
    }
    // "Is there free flashcard apps?": "there is" agrees with what follows it.
    if (lower === 'is' && next?.text.toLowerCase() === 'there' && index <= 1) {
      const { head } = headOf(words, index + 2, words.length, knowledge);
      if (head && (isPlural(head) || pluralByUse(knowledge, head)))
        problems.push(`“is there” with the plural “${head.text}”`);
    }
    const asks = index === 0 || QUESTION_WORDS.has(words[index - 1]!.text.toLowerCase());
    if (['is', 'does', 'are', 'do'].includes(lower) && asks && next?.text !== 'there') {
      // After "does" the phrase ends before the main verb, the last word that can be a verb.
      let end = words.length;
      if (lower === 'does' || lower === 'do') {
        for (let last = words.length - 1; last > index + 1; last -= 1) {
          const candidate = words[last]!;
          if (
            !/[\p{L}]/u.test(candidate.text) ||
            ['ADP', 'PRON', 'DET', 'ADV'].includes(candidate.pos)
          )
            continue;
          if (knowledge.lexicon.senses(candidate.text.toLowerCase(), 'verb').length > 0) {
            end = last;
            break;
          }
        }
      }
      const { head, coordinated } = headOf(words, index + 1, end, knowledge);
      if (!head || head.pos === 'PROPN') return;
      const plural = isPlural(head) || pluralByUse(knowledge, head) || coordinated;
      if ((lower === 'is' || lower === 'does') && plural)
        problems.push(`“${lower}” with the plural “${head.text}”`);
      // "preparers": a plural the tagger left as its own lemma.
      // A word ending in one "s" that neither the vectors nor WordNet know ("webhooks") may
      // be a plural: its number is not known, so "are" with it is no mistake.
      const lowerHead = head.text.toLowerCase();
      const pluralByWordNet =
        (/s$/.test(head.text) && knowledge.vectors.has(lowerHead.slice(0, -1))) ||
        (/[^s]s$/.test(lowerHead) &&
          !knowledge.vectors.has(lowerHead) &&
          !knowledge.lexicon.has(lowerHead));
      if ((lower === 'are' || lower === 'do') && !plural && !pluralByWordNet && head.pos === 'NOUN')
        problems.push(`“${lower}” with the singular “${head.text}”`);
    }
  });
  return problems;
}

/**
 * Whether a noun is a mass noun by how it is used: common in the singular and its plural rare
 * or never written ("access", "luggage", "advice"). Word-vector frequency ranks stand in for a
 * corpus count.
 */
export function isMassNoun(knowledge: TopicKnowledge, noun: string): boolean {
  const word = noun.toLowerCase();
  const singular = knowledge.vectors.rank(word);
  if (singular === undefined || /[^s]s$/.test(word)) return false;
  const plural = knowledge.vectors.rank(
    /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : /(?:s|x|z|ch|sh)$/.test(word)
        ? `${word}es`
        : `${word}s`,
  );
  if (plural === undefined) return singular < 12_000;
  return plural > singular * 25;
}

/**
 * What the stricter checks of a research's questions and searches find wrong beyond
 * grammarProblems: an article before a mass noun, an activity's gerund or a verb phrase, a
 * doubled word, and, for a question, no verb.
 */
export function phraseProblems(
  knowledge: TopicKnowledge,
  text: string,
  asQuestion: boolean,
): string[] {
  const problems: string[] = asQuestion ? grammarProblems(knowledge, text) : [];
  const doubled = /\b(\p{L}+) \1\b/iu.exec(text);
  if (doubled) problems.push(`doubled “${doubled[1]}”`);
  const words = knowledge.tag(text);
  // "What causes eczema?": the word after the question word may be a verb the tagger took
  // for a noun.
  const verbAfterQuestionWord =
    /^(?:what|who|which)$/i.test(words[0]?.text ?? '') &&
    knowledge.lexicon.senses((words[1]?.lemma ?? '').toLowerCase(), 'verb').length > 0;
  if (
    asQuestion &&
    !verbAfterQuestionWord &&
    !words.some((word) => word.pos === 'VERB' || word.pos === 'AUX')
  )
    problems.push('no verb');
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    if (lower !== 'a' && lower !== 'an') return;
    const next = words[index + 1];
    if (!next) return;
    // "a renting an apartment", "a running a marathon": an article before a verb phrase.
    if (/ing$/i.test(next.text) && words[index + 2]?.pos === 'DET')
      problems.push(`“${lower}” before the verb phrase “${next.text} ${words[index + 2]!.text}”`);
    const { head } = headOf(words, index + 1, words.length, knowledge);
    if (!head) return;
    if (isPlural(head)) problems.push(`“${lower}” before the plural “${head.text}”`);
    // "a meal planning", "a budgeting": an activity named by its gerund is not counted.
    else if (
      /ing$/i.test(head.text) &&
      knowledge.lexicon.senses(head.text.toLowerCase().replace(/ing$/, ''), 'verb').length +
        knowledge.lexicon.senses(head.text.toLowerCase().replace(/ing$/, 'e'), 'verb').length >
        0 &&
      isMassNoun(knowledge, head.text)
    )
      problems.push(`“${lower}” before the gerund “${head.text}”`);
    else if (isMassNoun(knowledge, head.text))
      problems.push(`“${lower}” before the mass noun “${head.text}”`);
  });
  return [...new Set(problems)];
}
