import { its, nlp } from '../languages/english-nlp.ts';
import { isConventionalSection } from '../research/is-conventional-section.ts';
import { typeOfQuestion } from './answer-types.ts';
import { baseOfGerund } from './base-of-gerund.ts';
import { QUESTION_FRAMES, type QuestionFrames } from './question-languages.ts';
import { termsOfText } from './retrieval-terms.ts';
import type { DerivedQuestion, Passage, QuestionSource } from './types.ts';

// The questions a reader asks of a passage, phrased from typed slots: a heading or a sentence
// is read into parts of speech (wink-nlp, English), a noun phrase or a task is taken from it
// whole, and put into a question frame of the text's language (question-languages.ts). What
// does not read as a clean slot is not asked: a missing question costs less than a broken one.

interface Token {
  /** As written in the text. */
  text: string;
  pos: string;
  lemma: string;
}

/**
 * Parts of speech of a phrase. A heading's Title Case reads to the tagger as a run of proper
 * nouns ("Benefits of Dietary Fiber"), so the phrase is tagged in lower case (acronyms kept)
 * and the words keep their own spelling.
 */
function tag(phrase: string): Token[] {
  const cached = tagged.get(phrase);
  if (cached) return cached;
  const tokens = tagPhrase(phrase);
  // The cache only saves time (headings and questions are read more than once); it never
  // changes a result.
  if (tagged.size >= MAX_TAGGED) tagged.clear();
  tagged.set(phrase, tokens);
  return tokens;
}

const tagged = new Map<string, Token[]>();
const MAX_TAGGED = 2000;

function tagPhrase(phrase: string): Token[] {
  const lowered = phrase.replace(/\p{L}+/gu, (word) =>
    /^\p{Lu}[\p{Lu}\d]+$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) ? word : word.toLowerCase(),
  );
  const doc = nlp.readDoc(lowered);
  const values = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink-nlp types its.lemma as needing add-ons; the English model carries them.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
  let from = 0;
  return values.map((value, at) => {
    const start = lowered.indexOf(value, from);
    from = start >= 0 ? start + value.length : from;
    return {
      text: start >= 0 ? phrase.slice(start, start + value.length) : value,
      pos: pos[at] ?? 'X',
      lemma: lemmas[at] ?? value,
    };
  });
}

export interface Phrased {
  text: string;
  /** The words the question asks about, whose terms a retriever is given. */
  slot: string;
}

const NOUN_PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'ADP', 'CCONJ', 'NUM', 'PART']);
const HEAD_TAGS = new Set(['NOUN', 'PROPN', 'NUM']);
const MAX_SLOT_WORDS = 6;
/** "your" in a heading addressed to the reader is "my" in the reader's own question. */
const READER_TO_ASKER: Record<string, string> = {
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};

/** A noun phrase the way a question says it: short, ending on a noun, no verb. */
function isNounPhrase(tokens: readonly Token[], maxWords = MAX_SLOT_WORDS): boolean {
  const first = tokens[0];
  const last = tokens.at(-1);
  return (
    first !== undefined &&
    last !== undefined &&
    tokens.length <= maxWords &&
    tokens.every((token) => NOUN_PHRASE_TAGS.has(token.pos)) &&
    HEAD_TAGS.has(last.pos) &&
    !['ADP', 'CCONJ', 'PART'].includes(first.pos)
  );
}

/** The noun a phrase is about: the last noun before any preposition ("benefits" of fiber). */
function headOf(tokens: readonly Token[]): { head: Token; hasComplement: boolean } | null {
  const at = tokens.findIndex((token) => token.pos === 'ADP');
  const core = at > 0 ? tokens.slice(0, at) : tokens;
  const head = [...core].reverse().find((token) => HEAD_TAGS.has(token.pos));
  return head ? { head, hasComplement: at > 0 } : null;
}

function isPlural(token: Token): boolean {
  return token.pos === 'NOUN' && token.lemma !== token.text.toLowerCase() && /s$/i.test(token.text);
}

/**
 * A head's number, read from the word alone where its phrase tags it as a name or a verb
 * ("Git Hooks" → "hooks", lemma "hook"): plural, singular, or unsure where it ends on -s and
 * the tagger gives it no singular ("meetups"), so the question is not asked.
 */
function numberOf(head: Token): 'singular' | 'plural' | 'unsure' {
  if (isPlural(head)) return 'plural';
  const lowered = head.text.toLowerCase();
  if (!/[^su]s$/u.test(lowered) || /(?:ics|ss|is|news)$/u.test(lowered)) return 'singular';
  const alone = tag(lowered)[0];
  return alone && alone.lemma !== lowered ? 'plural' : 'unsure';
}

/** How the text writes a phrase: after "a"/"an", bare (a mass noun), only after "the", or not. */
function articleWritten(phrase: string, written: WrittenWords): 'a ' | 'an ' | '' | 'the ' | null {
  // Both patterns below match only where the text holds the phrase: most headings' phrases are
  // not in the passage, and this test spares scanning it twice.
  if (!written.text.includes(phrase.toLowerCase())) return null;
  if (takesArticle(phrase, written)) return /^[aeiou]/i.test(phrase) ? 'an ' : 'a ';
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const uses = [...written.text.matchAll(new RegExp(`(\\p{L}+\\s+)?\\b${escaped}\\b`, 'gu'))];
  if (uses.length === 0) return null;
  // A use that opens a sentence or follows a mark ("`object` is…") tells no article.
  const before = uses.map((m) => (m[1] ?? '').trim()).filter((word) => word !== '');
  if (before.some((word) => !/^(?:the|a|an|this|that|our|your|its|their)$/u.test(word))) return '';
  return before.includes('the') ? 'the ' : null;
}

/**
 * A name of several words keeps the capital of its first ("Cloud Seed", "Edge Functions"):
 * where the word after the first keeps its capital, the first keeps its own.
 */
function keepNameOpening(tokens: readonly Token[], phrase: string): string {
  const [first, second] = tokens;
  const words = phrase.split(' ');
  if (!first || !second || first.pos === 'DET') return phrase;
  if (!/^\p{Lu}/u.test(first.text) || !/^\p{Lu}/u.test(words[1] ?? '')) return phrase;
  return [first.text, ...words.slice(1)].join(' ');
}

/**
 * Title Case: every longer word of the phrase opens on a capital, so a capital says nothing.
 */
function isTitleCase(words: readonly string[]): boolean {
  const long = words.filter((word) => /^\p{L}{4,}/u.test(word));
  return long.length >= 2 && long.every((word) => /^\p{Lu}/u.test(word));
}

/**
 * How the text itself writes a word. A capital that only marks a position (a sentence's or a
 * heading's first word, every word of a Title Case heading) is dropped unless the text writes
 * the word with a capital inside a sentence or the tagger reads it as a name; any other
 * capital is dropped only where the text writes the word in lower case and never with one.
 * Acronyms and words with an inner capital ("GitLab") keep theirs.
 */
function inTextCase(
  word: string,
  written: WrittenWords,
  isPositional: boolean | 'first' = false,
  pos = '',
): string {
  if (!/^\p{Lu}/u.test(word) || word === 'I') return word;
  if (/^\p{Lu}{2,}[\p{Lu}\d]*s?$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return word;
  const lower = word.toLowerCase();
  // Without the text's words (the improver phrasing a heading it adds), the tagger decides.
  if (!written.isKnown) return isPositional && pos !== 'PROPN' ? lower : word;
  if (written.named.has(lower)) return word;
  // A first word's capital is dropped where the page writes the word in lower case: a name
  // the page only ever writes at the start of a sentence ("Widevine is…") keeps its capital.
  if (isPositional === 'first')
    return written.pageLower.has(lower) && pos !== 'PROPN' ? lower : word;
  if (isPositional) return pos === 'PROPN' ? word : lower;
  return written.lower.has(lower) ? lower : word;
}

const joinTokens = (tokens: readonly Token[], word: (token: Token) => string) =>
  tokens
    .map(word)
    .join(' ')
    .replace(/\s+(['’]s|n['’]t)\b/g, '$1');

/** What may follow a task's verb in a heading without "How to": "Choose the flour", "Know your audience". */
const OBJECT_OPENINGS = new Set(['DET', 'PRON', 'NUM']);

/** "How to add fiber to your diet", "Choosing a flour" → "How do I add fiber to my diet?" */
function phraseTask(tokens: readonly Token[], written: WrittenWords): Phrased | null {
  let rest = tokens;
  const isHowTo = rest[0]?.text.toLowerCase() === 'how' && rest[1]?.text.toLowerCase() === 'to';
  if (isHowTo) rest = rest.slice(2);
  const [verb, ...object] = rest;
  if (verb?.pos !== 'VERB' || object.length === 0 || rest.length > MAX_SLOT_WORDS + 2) return null;
  // "Chat rooms", "Benchmark methodology": a noun read as a verb; a task names its object.
  if (!isHowTo && !OBJECT_OPENINGS.has(object[0]?.pos ?? '')) return null;
  // A verb in its base form, or a gerund read back to it; any other form is not a task.
  // A gerund's base from the tagger's lemma, or from its spelling where the tagger keeps it.
  const isGerund = /ing$/i.test(verb.text);
  const base = isGerund
    ? verb.lemma !== verb.text.toLowerCase()
      ? verb.lemma
      : baseOfGerund(verb.text)
    : verb.text.toLowerCase();
  if (!base || (base !== verb.lemma && !/ing$/i.test(verb.text))) return null;
  if (
    object.some(
      (token) => ['VERB', 'AUX', 'PUNCT', 'SYM'].includes(token.pos) && token !== object[0],
    )
  )
    return null;
  const words = object.map(
    (token) =>
      READER_TO_ASKER[token.text.toLowerCase()] ??
      inTextCase(token.text, written, isTitleCase(tokens.map((t) => t.text)), token.pos),
  );
  const task = `${base} ${words.join(' ')}`.replace(/\s+(['’]s)\b/g, '$1');
  return { text: `How do I ${task}?`, slot: task };
}

const COST_HEADS = /^(?:price|prices|pricing|cost|costs|fee|fees)$/i;

/** A noun heading the text itself talks about: "What are the benefits of fiber?" */
function phraseTopic(
  tokens: readonly Token[],
  frames: QuestionFrames,
  written: WrittenWords,
): Phrased | null {
  if (!isNounPhrase(tokens)) return null;
  // A pronoun, quantifier or "no" names nothing to ask about ("No code changes").
  if (tokens.some((t) => frames.pronouns.includes(t.text.toLowerCase()))) return null;
  // One topic: no "and"/"or", and only "of" or "for" to complete it ("benefits of fiber").
  if (tokens.some((t) => t.pos === 'CCONJ' || (t.pos === 'ADP' && !/^(?:of|for)$/i.test(t.text))))
    return null;
  const found = headOf(tokens);
  if (!found) return null;
  const { head, hasComplement } = found;
  const isTitle = isTitleCase(tokens.map((t) => t.text));
  const phrase = keepNameOpening(
    tokens,
    joinTokens(tokens, (token) =>
      // A heading of one word the page never writes in lower case is a name ("Widevine").
      inTextCase(
        token.text,
        written,
        isTitle || (token === tokens[0] && (tokens.length > 1 || 'first')),
        token.pos,
      ),
    ),
  );
  const key = head.text.toLowerCase();
  // "Pricing", "Costs", "Fees": a reader asks what it costs, not what pricing is.
  if (tokens.length <= 2 && COST_HEADS.test(head.lemma))
    return { text: 'How much does it cost?', slot: phrase };
  const isName = written.named.has(key) || /\p{Ll}\p{Lu}|^\p{Lu}[\p{Lu}\d]+$/u.test(head.text);
  // The verb follows the head's number ("What are Git Hooks?"); unsure is not asked.
  const number = numberOf(head);
  if (number === 'unsure' && !(isName && tokens.length === 1)) return null;
  const plural = number === 'plural' && !(isName && tokens.length === 1);
  // A bare singular noun takes the article the text gives it ("an early access request form"
  // → "What is the early access request form?" where the text only writes "the"), or none where
  // the text writes it bare as a mass noun ("documentation"); "What is solution?" is not English.
  const textArticle = written.isKnown ? articleWritten(phrase, written) : '';
  const needsArticle =
    !isName && !plural && !hasComplement && tokens[0]?.pos !== 'DET' && written.isKnown;
  if (needsArticle && textArticle === null) return null;
  const article =
    tokens[0]?.pos === 'DET' || isName
      ? ''
      : hasComplement
        ? 'the '
        : plural
          ? ''
          : (textArticle ?? '');
  const subject = `${article}${phrase}`;
  return { text: plural ? frames.whatAre(subject) : frames.whatIs(subject), slot: phrase };
}

/**
 * Articles that tell a German, French or Spanish noun phrase's number, so a heading that opens
 * on one can be asked "What is/are …?" without a tagger. German "die" is left out: it is
 * feminine singular and every plural alike.
 */
const NUMBERED_ARTICLES: Record<string, { singular: RegExp; plural: RegExp }> = {
  de: { singular: /^(?:der|das|ein|eine)\s/iu, plural: /^$/ },
  fr: { singular: /^(?:le|la|un|une)\s|^l['’]/iu, plural: /^les\s/iu },
  es: { singular: /^(?:el|la|un|una)\s/iu, plural: /^(?:los|las)\s/iu },
};

/** A heading that opens on an article of known number: "Los beneficios del ayuno" → "¿Qué son los beneficios del ayuno?" */
function phraseArticleTopic(
  heading: string,
  language: string,
  frames: QuestionFrames,
): Phrased | null {
  const articles = NUMBERED_ARTICLES[language];
  const words = heading.split(/\s+/);
  if (!articles || words.length > MAX_SLOT_WORDS || /[?!:;,()]/u.test(heading)) return null;
  // One thing, not two ("una cuenta y contraseña"); in German a noun phrase ends on a noun,
  // which German writes with a capital ("Eine Wallet auswählen" is a task).
  if (/\s(?:y|e|o|u|et|ou|und|oder)\s/iu.test(heading)) return null;
  if (language === 'de' && !/^\p{Lu}/u.test(words.at(-1) ?? '')) return null;
  // Lowered as it reads inside a question; German keeps its nouns' capitals.
  const phrase = `${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
  if (articles.singular.test(heading)) return { text: frames.whatIs(phrase), slot: phrase };
  if (articles.plural.test(heading)) return { text: frames.whatAre(phrase), slot: phrase };
  return null;
}

/** "A vs B", in any language: what sets the two apart. */
function phraseComparison(
  heading: string,
  frames: QuestionFrames,
  written: WrittenWords,
  isEnglish: boolean,
): Phrased | null {
  const match = /^(.{2,40}?)\s+(?:vs\.?|versus)\s+(.{2,40}?)[:.!]?$/iu.exec(heading);
  const [a, b] = [match?.[1]?.trim(), match?.[2]?.trim()].map((side) =>
    side
      ?.split(/\s+/)
      .map((word, at) =>
        // Only English capitals are read: German writes every noun with one.
        isEnglish ? inTextCase(word, written, at === 0 || isTitleCase(heading.split(/\s+/))) : word,
      )
      .join(' '),
  );
  if (!a || !b || /[?:;,()]/u.test(`${a}${b}`)) return null;
  if (a.split(/\s+/).length > 3 || b.split(/\s+/).length > 3) return null;
  return { text: frames.difference(a, b), slot: `${a} ${b}` };
}

/** Numbering, "Step 2:" and trailing punctuation are no part of what a heading asks. */
function cleanHeading(heading: string): string {
  return (
    heading
      .replace(/^\s*(?:(?:step|schritt|étape|etapa|paso)\s*\d+\s*[:.–-]\s*|\d{1,2}[.)]\s+)/iu, '')
      .replace(/[\s:.!–—-]+$/u, '')
      // Emphasis marks go; an underscore inside a name ("service_role") stays.
      .replace(/[*`]/g, '')
      // Emoji decorate a heading ("Name ⚡"); they are no word of its question.
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
      .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
      .trim()
  );
}

/**
 * How a passage writes its words: those it writes in lower case, those it writes with a capital
 * inside a sentence (names, German nouns), and the article it puts before a noun.
 */
export interface WrittenWords {
  isKnown: boolean;
  lower: ReadonlySet<string>;
  /** What the whole page writes in lower case. */
  pageLower: ReadonlySet<string>;
  named: WordSet;
  /** The passage's text, lowered, to find whether it puts "a" or "an" before a phrase. */
  text: string;
}

/** The words a sentence writes in lower case, and those it capitalises inside it, lowered. */
interface SentenceWords {
  lower: string[];
  capitalised: string[];
}

const sentenceWords = new Map<string, SentenceWords>();

/**
 * The page's words and each passage's are read from the same sentences: each sentence is read
 * once. Like the tagger's cache above, it only saves time.
 */
function wordsOf(text: string): SentenceWords {
  const cached = sentenceWords.get(text);
  if (cached) return cached;
  const words = {
    // A host name or a path ("supabase.com", "/docs") is no word written in lower case.
    lower: Array.from(
      text.matchAll(/(?<![\p{L}\p{N}_./`=@:-])\p{Ll}+(?![\p{L}\p{N}_/`]|\.\p{L})/gu),
      (m) => m[0],
    ),
    // A capital after a word in lower case or a comma is no sentence's opening.
    capitalised: Array.from(text.matchAll(/(?<=[\p{Ll}\d,;]\s+)\p{Lu}[\p{L}\d-]*/gu), (m) =>
      m[0].toLowerCase(),
    ),
  };
  if (sentenceWords.size >= MAX_TAGGED) sentenceWords.clear();
  sentenceWords.set(text, words);
  return words;
}

/** Names are only looked up: a passage's are read beside the page's, never copied into one set. */
export interface WordSet {
  has(word: string): boolean;
}

export function readWrittenWords(
  texts: readonly string[],
  /** Names the rest of the page writes: a name is one on the whole page. */
  pageNames: WordSet = new Set(),
  /** Words the page writes in lower case anywhere. */
  pageLower: ReadonlySet<string> = new Set(),
): WrittenWords {
  const lower = new Set<string>();
  const own = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (const word of words.lower) lower.add(word);
    for (const word of words.capitalised) own.add(word);
  }
  // A word also written in lower case is a capitalised common word, not a name; a name the
  // page gives stays one.
  for (const word of own) if (lower.has(word)) own.delete(word);
  return {
    isKnown: true,
    lower,
    pageLower: pageLower.size > 0 ? pageLower : lower,
    named: { has: (word) => pageNames.has(word) || own.has(word) },
    text: texts.join(' ').toLowerCase(),
  };
}

const NO_WORDS: WrittenWords = {
  isKnown: false,
  lower: new Set(),
  pageLower: new Set(),
  named: new Set(),
  text: '',
};

/** The text writes the phrase after "a" or "an": a count noun that takes one. */
function takesArticle(phrase: string, written: WrittenWords): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:a|an)\\s+${escaped}\\b`, 'u').test(written.text);
}

const ASKING_WORDS = new Set(QUESTION_FRAMES.en.asking);
const DISCOURSE_OPENINGS = new Set(['so', 'but', 'and', 'ok', 'okay', 'now', 'then']);

/**
 * An English question in question order: an auxiliary first ("Does it…", "Should I…"), or an
 * asking word followed by one ("What is…", "How long does…", "What year did…"), a verb ("What
 * happens…", "Why use…") or "to" and a verb ("What to look for…"). A heading that only reads
 * like a question ("How 4DayWeek increased conversion", "What you learned") is not asked.
 */
function isInQuestionOrder(text: string): boolean {
  let tokens = tag(text).filter((token) => token.pos !== 'PUNCT');
  if (DISCOURSE_OPENINGS.has(tokens[0]?.text.toLowerCase() ?? '')) tokens = tokens.slice(1);
  const [first, second, third] = tokens;
  if (!first || !second) return false;
  if (first.pos === 'AUX') return true;
  const asking = first.text.toLowerCase();
  if (!ASKING_WORDS.has(asking)) return false;
  if (second.pos === 'AUX') return true;
  if (second.pos === 'VERB') return asking !== 'how';
  if (second.text.toLowerCase() === 'to') return third?.pos === 'VERB';
  const verbal = (token: Token | undefined) =>
    // The tagger reads a verb after a noun as a noun at times ("which beans work", "how many
    // people use"): a second noun there stands for the verb.
    token?.pos === 'AUX' || token?.pos === 'VERB' || token?.pos === 'NOUN';
  // "How much caffeine does…", "How many people use…": the amount's noun, then its verb.
  if (asking === 'how' && /^(?:much|many)$/i.test(second.text))
    return third?.pos === 'AUX' || (third?.pos === 'NOUN' && verbal(tokens[3]));
  // "How long does…", "How often should…".
  if (asking === 'how') return ['ADJ', 'ADV'].includes(second.pos) && third?.pos === 'AUX';
  // "Which grinder suits…", "What tools do…": the asking word's noun, then a verb.
  return (
    /^(?:which|what|whose)$/.test(asking) && ['NOUN', 'PROPN'].includes(second.pos) && verbal(third)
  );
}

/**
 * The question a heading asks, in the text's language: the writer's own question as written,
 * a task as "How do I…?", two things compared, or a topic the passage talks about as "What
 * is…?". Without the passage's words (the improver phrasing a heading it adds), a topic is
 * asked only where the heading itself reads as a clean noun phrase.
 */
export function phraseHeadingQuestion(
  heading: string,
  isQuestion: boolean,
  language = 'en',
  written: WrittenWords = NO_WORDS,
): Phrased | null {
  const cleaned = cleanHeading(heading);
  if (!cleaned) return null;
  const frames = QUESTION_FRAMES[language as keyof typeof QUESTION_FRAMES];
  if (language === 'en' && /^how to\s/i.test(cleaned))
    return phraseTask(tag(cleaned.replace(/\s*\?+$/, '')), written);
  if (isQuestion || /\?$/.test(cleaned)) {
    const asked = cleaned.replace(/\s*\?+$/, '');
    const bare =
      language === 'en'
        ? asked.replace(/(?<=\s)\p{Lu}[\p{L}\d-]*/gu, (word) =>
            inTextCase(word, written, isTitleCase(asked.split(/\s+/))),
          )
        : asked;
    if (language === 'en' && !isInQuestionOrder(bare)) return null;
    const opened = language === 'es' && !bare.startsWith('¿') ? `¿${bare}` : bare;
    const text = `${opened}${language === 'fr' ? ' ?' : '?'}`;
    return isWellFormedQuestion(text, language) ? { text, slot: bare } : null;
  }
  // "Installation", "Usage", "License": names documents share by convention; no reader asks
  // what they are.
  if (!frames || isConventionalSection(cleaned)) return null;
  const comparison = phraseComparison(cleaned, frames, written, language === 'en');
  if (comparison) return comparison;
  const task = frames.howTo?.heading.exec(cleaned)?.[1];
  if (frames.howTo && task)
    return task.split(/\s+/).length <= MAX_SLOT_WORDS + 2
      ? { text: frames.howTo.ask(task), slot: task }
      : null;
  if (language !== 'en') return phraseArticleTopic(cleaned, language, frames);
  // A word the page writes as a name is one, whatever the tagger makes of it alone (a short brand
  // name).
  const tagged = tag(cleaned);
  const named = tagged.map((token) =>
    /^\p{Lu}/u.test(token.text) && written.named.has(token.text.toLowerCase())
      ? { ...token, pos: 'PROPN' }
      : token,
  );
  return phraseTask(tagged, written) ?? phraseTopic(named, frames, written);
}

/**
 * "X is a…" defines X: "What is X?". In English the subject is read by parts of speech
 * (a noun phrase of a few words); in German, French and Spanish by the copula and a subject of
 * at most four words with neither pronoun nor punctuation, its article lowered.
 */
function phraseDefinition(said: string, language: string, written: WrittenWords): Phrased | null {
  // An aside after the subject ("Name (French for 'quick') is…", "X - a Y - is…") is no part of it.
  const sentence = said.replace(
    /^([^()]{1,60}?)\s*(?:\([^()]{0,120}\)|\s[-–—]\s[^-–—]{0,120}\s[-–—])(?=\s)/u,
    '$1',
  );
  const frames = QUESTION_FRAMES[language as keyof typeof QUESTION_FRAMES];
  if (!frames) return null;
  const { singular, plural } = frames.copula;
  const copulas = [...singular, ...plural].join('|');
  const match = new RegExp(`^([^,;:()"“”«»\\d]{2,60}?)\\s+(${copulas})\\s+(\\p{L}+)`, 'u').exec(
    sentence.trim(),
  );
  const subject = match?.[1];
  const verb = match?.[2] ?? '';
  const complement = (match?.[3] ?? '').toLowerCase();
  if (!subject) return null;
  const words = subject.split(/\s+/);
  if (words.length > 4 || words.some((word) => frames.pronouns.includes(word.toLowerCase())))
    return null;
  const [first = '', ...rest] = words;
  const hasDeterminer = frames.determiners.includes(first.toLowerCase());
  const isName = words.length === 1 && written.named.has(first.toLowerCase());
  // A name of one or more words, each with a capital the text keeps ("Firebase Authentication",
  // "RLS"); German capitals every noun, so only a one-word name counts there.
  const isProperName =
    !hasDeterminer &&
    (isName ||
      (language !== 'de' &&
        words.every(
          (word) =>
            /^\p{Lu}/u.test(word) &&
            (written.named.has(word.toLowerCase()) ||
              /\p{Ll}\p{Lu}|^\p{Lu}[\p{Lu}\d]+$/u.test(word)),
        )));
  // A definition says what a thing is ("X is a…"); a sentence's subject with any other
  // predicate ("The nice thing is that…", "Change is hard", "La desventaja es que…") is an
  // anaphor or a common word, and asking what it is means nothing. A proper name is asked
  // whatever the sentence says of it ("Kubernetes is open source").
  if (!INDEFINITE[language]?.test(complement) && !isProperName) return null;
  // The writer's verb agrees with the determiner's number, or the subject was misread
  // ("La versión Canaries son…").
  const numbered = NUMBERED_ARTICLES[language];
  const isPluralCopula = plural.includes(verb);
  if (
    numbered &&
    (isPluralCopula ? numbered.singular.test(subject) : numbered.plural.test(subject))
  )
    return null;
  if (language === 'en') {
    // "The company", "the first step", "the simplest way" point back or rank: they define nothing.
    if (first.toLowerCase() === 'the' && (words.length < 3 || words.some((w) => RANKING.test(w))))
      return null;
    // Tagged in its sentence: alone, "a heat pump" reads "pump" as a verb.
    const inSentence = tag(sentence.trim());
    const at = inSentence.findIndex((token) => token.pos === 'AUX' && token.text === verb);
    const tokens = at > 0 ? inSentence.slice(0, at) : tag(subject);
    if (
      !isNounPhrase(tokens) ||
      tokens.some((token) => token.pos === 'ADP' || token.pos === 'CCONJ')
    )
      return null;
    // The writer's verb agrees with the head's number, or the subject was misread.
    const head = headOf(tokens)?.head;
    const number = head?.pos === 'NOUN' ? numberOf(head) : 'unsure';
    if (number === (isPluralCopula ? 'singular' : 'plural')) return null;
  } else {
    // Word order is read without a tagger here: the subject opens on an article and has at
    // most three words after it, or is one name the text writes with a capital inside a
    // sentence ("Deshalb ist…", "Si tu proyecto es…" open on no subject).
    if (words.some((word) => !/^[\p{L}'’-]+$/u.test(word))) return null;
    if (!(hasDeterminer && words.length >= 2) && !isName) return null;
  }
  const opening = hasDeterminer
    ? first.toLowerCase()
    : language === 'en'
      ? // One word the page never writes in lower case is a name ("Widevine is…").
        inTextCase(first, written, rest.length === 0 ? 'first' : true, tag(first)[0]?.pos)
      : first;
  const phrase =
    language === 'en' && /^\p{Lu}/u.test(rest[0] ?? '') && !hasDeterminer
      ? words.join(' ')
      : [opening, ...rest].join(' ');
  // A singular common noun takes the article the text gives it ("`object` is a noun" and no
  // "an object" in the text: "What is object?" is not English, so it is not asked).
  // Several words written bare as a subject read as a mass noun ("sourdough bread is…").
  const article =
    language === 'en' &&
    !hasDeterminer &&
    !isPluralCopula &&
    words.length === 1 &&
    /^\p{Ll}/u.test(phrase)
      ? articleWritten(phrase, written)
      : '';
  if (article === null) return null;
  const asked = `${article}${phrase}`;
  return { text: isPluralCopula ? frames.whatAre(asked) : frames.whatIs(asked), slot: phrase };
}

/** The indefinite article that opens a definition's complement ("X is a…"), by language. */
const INDEFINITE: Record<string, RegExp> = {
  en: /^(?:a|an)$/u,
  de: /^(?:ein|eine)$/u,
  fr: /^(?:un|une|des)$/u,
  es: /^(?:un|una|unos|unas)$/u,
};

/** Ordinals and superlatives: "the first step", "the best way". */
const RANKING = /^(?:first|second|third|fourth|fifth|last|next|best|worst|\p{L}+est)$/iu;

/** Verbs after which a figure is a price, a date or a duration, with the question each asks. */
const FIGURE_VERBS: readonly {
  verbs: RegExp;
  ask: (subject: string, plural: boolean, lemma: string) => string;
}[] = [
  {
    verbs: /^(?:cost|costs|sells|sell|starts|start)$/,
    ask: (subject, plural) => `How much ${plural ? 'do' : 'does'} ${subject} cost?`,
  },
  {
    verbs: /^(?:takes|take|lasts|last)$/,
    ask: (subject, plural, lemma) => `How long ${plural ? 'do' : 'does'} ${subject} ${lemma}?`,
  },
];

/**
 * An English sentence that opens on a noun phrase and gives a price, a duration or a date of
 * it asks the reader's question of that phrase: "The PS3 cost $599 at launch" → "How much does
 * the PS3 cost?", "The company was founded in 1998" → "When was the company founded?".
 */
/** A sentence worth reading for a figure question: a figure's verb and a digit. */
const FIGURE_SENTENCE = /\b(?:costs?|sells?|starts?|takes?|lasts?|was|were|is|are)\b[^.]*\d/i;
/** A verb that gives a figure, and the way a figure follows it ("cost $599", "costs about €5"). */
const FIGURE_VERB = /^(?:costs?|sells?|starts?|takes?|lasts?|was|were|is|are)$/i;
const FIGURE_AHEAD = /^(?:[$€£¥]|\d|about|around|approximately|only|just|up|from|at|for|in|on)/i;
/** Nouns that name an amount of money: "the total cost of…", "its price". */
const MONEY_NOUNS = /^(?:cost|costs|price|prices|value|fee|fees|budget|salary)$/i;
const CURRENCY_AMOUNT = /[$€£¥]\s?\d|\d[\d.,]*\s?(?:dollars?|euros?|pounds?)\b/i;

/**
 * The noun phrase an English sentence opens on, up to its verb: at most eight words, with "of"
 * inside it ("the total cost of the launch"); "cost" or "takes" ends it where a figure follows
 * ("The PS3 cost $599"), as the tagger reads such a verb as a noun.
 */
function readOpeningSubject(tokens: readonly Token[]): number {
  let end = 0;
  while (end < tokens.length && end < 8) {
    const token = tokens[end];
    if (!token || !NOUN_PHRASE_TAGS.has(token.pos)) break;
    if (token.pos === 'ADP' && token.text.toLowerCase() !== 'of') break;
    if (FIGURE_VERB.test(token.text) && FIGURE_AHEAD.test(tokens[end + 1]?.text ?? '')) break;
    end++;
  }
  return end;
}

/**
 * An English sentence that opens on a noun phrase and gives a price, a duration or a date of
 * it asks the reader's question of that phrase: "The PS3 cost $599 at launch" → "How much does
 * the PS3 cost?", "The total cost of the launch is $36 million" → "What is the total cost of
 * the launch?", "Children's passports are valid for 5 years" → "How long are children's
 * passports valid?", "The company was founded in 1998" → "When was the company founded?".
 */
function phraseFigureQuestion(sentence: string, written: WrittenWords): Phrased | null {
  if (!FIGURE_SENTENCE.test(sentence)) return null;
  const tokens = tag(sentence);
  const end = readOpeningSubject(tokens);
  const subjectTokens = tokens.slice(0, end);
  const verb = tokens[end];
  if (!verb || !isNounPhrase(subjectTokens, 8) || subjectTokens.some((t) => t.pos === 'CCONJ'))
    return null;
  if (subjectTokens.some((token) => QUESTION_FRAMES.en.pronouns.includes(token.text.toLowerCase())))
    return null;
  const head = headOf(subjectTokens)?.head;
  if (!head) return null;
  const subject = joinTokens(subjectTokens, (token) =>
    token === subjectTokens[0] && token.pos === 'DET'
      ? token.text.toLowerCase()
      : inTextCase(token.text, written, token === subjectTokens[0], token.pos),
  );
  const plural = isPlural(head);
  const after = tokens.slice(end + 1);
  const rest = after.map((token) => token.text).join(' ');
  const word = verb.text.toLowerCase();
  for (const { verbs, ask } of FIGURE_VERBS)
    if (verbs.test(word) && /\d/.test(rest))
      return { text: ask(subject, plural, verb.lemma === 'last' ? 'last' : 'take'), slot: subject };
  const isCopula = /^(?:is|are|was|were)$/.test(word);
  // "The total cost of the launch is $36 million": the amount of what the subject names.
  if (isCopula && MONEY_NOUNS.test(head.text) && CURRENCY_AMOUNT.test(rest))
    return { text: `What ${word} ${subject}?`, slot: subject };
  // "Children's passports are (generally) valid for 5 years": how long the quality holds.
  const quality = after.findIndex((token) => token.pos === 'ADJ');
  const adjective = after[quality];
  if (
    isCopula &&
    adjective &&
    quality <= 1 &&
    after.slice(0, quality).every((token) => token.pos === 'ADV') &&
    after[quality + 1]?.text.toLowerCase() === 'for' &&
    DURATION_AHEAD.test(
      after
        .slice(quality + 2)
        .map((t) => t.text)
        .join(' '),
    )
  )
    return {
      text: `How long ${word} ${subject} ${adjective.text.toLowerCase()}?`,
      slot: `${subject} ${adjective.text}`,
    };
  // "X was founded in 1998": a participle after "was"/"were", then a year or a date.
  const participle = after[0];
  if (
    (word === 'was' || word === 'were') &&
    participle?.pos === 'VERB' &&
    /ed$/.test(participle.text) &&
    /^(?:in|on)\s+(?:\p{L}+\s+)?(?:\d{1,2}\s+)?(?:1[5-9]\d\d|20\d\d)\b/u.test(
      after
        .slice(1)
        .map((t) => t.text)
        .join(' '),
    )
  )
    return { text: `When ${word} ${subject} ${participle.text.toLowerCase()}?`, slot: subject };
  return null;
}

/** A number and a unit of time: "5 years", "up to 6 months". */
const DURATION_AHEAD =
  /^(?:up to |at least |about )?\d[\d.,–-]*\s?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i;

/** What a page is about, from its title, for the sections that name no subject of their own. */
export interface PageSubject {
  /** The title as a clean noun phrase in the page's case ("carbonara"), or null. */
  subject: string | null;
  /** The page lists ingredients: its method section tells how to make the subject. */
  isRecipe: boolean;
  /** Words the page writes in lower case anywhere: a capital on any other marks a name. */
  lower: ReadonlySet<string>;
}

const NO_SUBJECT: PageSubject = { subject: null, isRecipe: false, lower: new Set() };

const INGREDIENTS = /^ingredients?$/i;
const METHOD = /^(?:directions|instructions|method|preparation)$/i;

/** An English page's subject: its first heading, where it reads as a noun phrase of a few words. */
export function readPageSubject(
  headings: readonly string[],
  { named: names, lower }: WrittenWords,
): PageSubject {
  const [title] = headings;
  const isRecipe = headings.some((heading) => INGREDIENTS.test(cleanHeading(heading)));
  if (!title) return { subject: null, isRecipe, lower };
  const tokens = tag(cleanHeading(title));
  const isClean =
    isNounPhrase(tokens) &&
    tokens.length <= 4 &&
    tokens.every((token) => token.pos !== 'CCONJ' && token.pos !== 'ADP');
  if (!isClean) return { subject: null, isRecipe, lower };
  const written: WrittenWords = {
    ...NO_WORDS,
    isKnown: true,
    named: names,
    lower,
    pageLower: lower,
  };
  const isTitle = isTitleCase(tokens.map((t) => t.text));
  const subject = keepNameOpening(
    tokens,
    joinTokens(tokens, (t) => inTextCase(t.text, written, isTitle || t === tokens[0], t.pos)),
  );
  return { subject, isRecipe, lower };
}

/**
 * A recipe's "Ingredients" and "Directions" name no dish: the reader asks what they need for
 * the dish the title names, and how to make it.
 */
function phraseRecipeQuestion(heading: string, page: PageSubject): Phrased | null {
  if (!page.subject || !page.isRecipe) return null;
  const cleaned = cleanHeading(heading);
  if (INGREDIENTS.test(cleaned))
    return {
      text: `What ingredients do I need for ${page.subject}?`,
      slot: `${cleaned} ${page.subject}`,
    };
  if (METHOD.test(cleaned)) return { text: `How do I make ${page.subject}?`, slot: page.subject };
  return null;
}

const SAFETY_HEADING = /^(?:safety|risks?|side effects|is it safe)$/i;

/** A "Safety" or "Side effects" section asks whether the page's subject is safe. */
function phraseSafetyQuestion(heading: string, page: PageSubject): Phrased | null {
  if (!page.subject || !SAFETY_HEADING.test(cleanHeading(heading).replace(/\?$/, ''))) return null;
  const plural = /s$/.test(page.subject) && !/ss$/.test(page.subject);
  return { text: `${plural ? 'Are' : 'Is'} ${page.subject} safe?`, slot: `${page.subject} safe` };
}

/** Sentences read for definitions and figures: the answer a passage offers is near its top. */
const SENTENCES_READ = 4;
/** At most this many questions from the sentences of one passage (its heading adds one). */
const MAX_SENTENCE_QUESTIONS = 2;
/** Words under a heading below which the heading only titles what follows. */
const MIN_BODY_WORDS = 4;

/** Passages a retriever indexes and quotes: prose, lists and tables. */
export function isRetrievable(passage: Passage): boolean {
  return passage.kind === 'prose' || passage.kind === 'list' || passage.kind === 'table';
}

/**
 * The questions a passage answers: its heading's question (asked once, of the first passage
 * under it), the terms its sentences define, and the prices, durations and dates they give.
 */
export function askQuestions(
  passage: Passage,
  previous: Passage | undefined,
  language: string,
  pageNames: WordSet = new Set(),
  page: PageSubject = NO_SUBJECT,
): DerivedQuestion[] {
  if (!isRetrievable(passage)) return [];
  const questions: DerivedQuestion[] = [];
  const add = (phrased: Phrased | null, source: QuestionSource) => {
    if (!phrased || !isWellFormedQuestion(phrased.text, language)) return;
    const terms = [...new Set(termsOfText(phrased.slot))];
    if (
      terms.length === 0 ||
      questions.some((q) => q.text.toLowerCase() === phrased.text.toLowerCase())
    )
      return;
    questions.push({
      text: phrased.text,
      source,
      type: typeOfQuestion(phrased.text),
      passage: passage.index,
      terms,
    });
  };
  const written = readWrittenWords(
    passage.sentences.map((sentence) => sentence.text),
    pageNames,
    page.lower,
  );
  const isFirstUnderHeading = !previous || previous.heading !== passage.heading;
  if (
    passage.heading &&
    isFirstUnderHeading &&
    (passage.isQuestionLed || passage.wordCount >= MIN_BODY_WORDS)
  ) {
    const phrased =
      (language === 'en'
        ? (phraseRecipeQuestion(passage.heading, page) ??
          phraseSafetyQuestion(passage.heading, page))
        : null) ?? phraseHeadingQuestion(passage.heading, passage.isQuestionLed, language, written);
    // A topic is asked only where the passage talks about it in the heading's words. The
    // passage's terms are read only when that is asked.
    const isTalkedAbout = (p: Phrased) => {
      const body = new Set(passage.sentences.flatMap((sentence) => termsOfText(sentence.text)));
      return termsOfText(p.slot).every((term) => body.has(term));
    };
    if (
      phrased &&
      (passage.isQuestionLed ||
        typeOfQuestion(phrased.text) !== 'definition' ||
        isTalkedAbout(phrased))
    )
      add(phrased, passage.isQuestionLed ? 'question' : 'heading');
  }
  const before = questions.length;
  for (const sentence of passage.sentences.slice(0, SENTENCES_READ)) {
    if (questions.length - before >= MAX_SENTENCE_QUESTIONS) break;
    const text = sentence.text.trim();
    if (text.endsWith('?') || text.length > 300) continue;
    add(phraseDefinition(text, language, written), 'definition');
    if (language === 'en') add(phraseFigureQuestion(text, written), 'statement');
  }
  return questions;
}

/**
 * What every question the map asks holds to: it ends with "?", opens on a capital (or "¿" in
 * Spanish), has a verb, and repeats no word twice in a row. A language without frames is
 * checked for the mark and the capital only: its own questions are asked as the writer wrote them.
 */
export function isWellFormedQuestion(text: string, language: string): boolean {
  // One question: a single mark, no sentence ended inside it ("It's 2022. Where…?").
  if (!/\?$/.test(text) || /[?¿]/u.test(text.slice(1, -1)) || /[.!]\s/u.test(text)) return false;
  if (language === 'es' ? !/^¿\p{Lu}/u.test(text) : !/^\p{Lu}/u.test(text)) return false;
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  if (words.length < 2 || words.some((word, at) => at > 0 && word === words[at - 1])) return false;
  return hasVerb(text, words, language);
}

function hasVerb(text: string, words: readonly string[], language: string): boolean {
  const frames = QUESTION_FRAMES[language as keyof typeof QUESTION_FRAMES];
  if (!frames) return true;
  if (language === 'en')
    return (
      tag(text).some((token) => token.pos === 'VERB' || token.pos === 'AUX') ||
      isInQuestionOrder(text)
    );
  const verbs = new Set([...frames.verbs, ...frames.copula.singular, ...frames.copula.plural]);
  if (words.some((word) => verbs.has(word))) return true;
  // French and Spanish infinitives; a German verb is the lower-case word a noun never is.
  if (language === 'fr') return words.some((word) => /^\p{L}{3,}(?:er|ir|re)$/u.test(word));
  if (language === 'es')
    return words.some((word) => /^\p{L}{2,}(?:ar|er|ir)(?:se|lo|la)?$/u.test(word));
  const raw = text.match(/[\p{L}]+/gu) ?? [];
  return raw.slice(1).some((word) => /^\p{Ll}{3,}(?:en|t|st|et)$/u.test(word));
}
