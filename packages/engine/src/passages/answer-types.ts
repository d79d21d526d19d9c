import { its, nlp } from '../languages/english-nlp.ts';
import type { LanguagePack } from '../languages/language-pack.ts';
import { findQuotableAnswer, type ReadSentence } from './find-quotable-answer.ts';
import type { AnswerType, DerivedQuestion, Passage, PassageSentence } from './types.ts';

// What kind of answer a question asks for, and whether a passage holds one: a question is
// "cited" only where the passage gives a specific answer of its type (issue 32), measured from
// the passage's own figures, dates, steps and definitions, not from its words alone.

/** Checked in order: "how long" before "how much" ("cuánto tiempo" before "cuánto"). */
const QUESTION_TYPES: readonly [AnswerType, RegExp][] = [
  ['duration', /^¿?(?:how long|wie lange|combien de temps|cuánto tiempo|durante cuánto)\b/iu],
  [
    'cost',
    /^¿?(?:how much (?:does|do|did|is|are|will)\b.*\bcost|what (?:is|are|was|were) (?:the|its|their) (?:[\p{L}-]+ )?(?:(?:price|cost|fee)s?\b|value of\b)|(?:wie viel|was) kostet|combien (?:coûte|coûtent)|cuánto (?:cuesta|cuestan))\b/iu,
  ],
  ['amount', /^¿?(?:how (?:much|many)|wie viele?|combien|cuánt[oa]s?)\b/iu],
  [
    'date',
    /^¿?(?:when (?:is|was|are|were|did|does|do|will)|what year|wann|in welchem jahr|quand|en quelle année|cuándo|en qué año)\b/iu,
  ],
  [
    'safety',
    /^¿?(?:(?:is|are) .+ safe|(?:ist|sind) .+ sicher|(?:est-il|est-ce que) .+ sûr|es .+ seguro)\b/iu,
  ],
  [
    'comparison',
    /^¿?(?:what is the difference|how does .+ compare|was ist der unterschied|quelle est la différence|cuál es la diferencia)\b|\b(?:vs\.?|versus)\s/iu,
  ],
  [
    'steps',
    /^¿?(?:what (?:ingredients|tools|documents) do i need|how (?:do|can|should|would) (?:i|you|we)|how to|wie (?:kann|können|sollte) (?:ich|man)|comment|cómo)\b/iu,
  ],
  ['definition', /^¿?(?:what (?:is|are)|was (?:ist|sind)|qu'est-ce|que sont|qué (?:es|son))\b/iu],
];

export function typeOfQuestion(text: string): AnswerType {
  return QUESTION_TYPES.find(([, pattern]) => pattern.test(text.trim()))?.[0] ?? 'open';
}

// Each figure is tried from the start of its run of digits only (the look-behind): tried from
// every digit, a long run of digits would be read again and again.
const CURRENCY =
  /[$€£¥]\s?\d|(?<![\d.,])\d[\d.,]*\s?(?:[$€£¥]|(?:eur|euros?|usd|dollars?|pounds?|cents?|pesos?|chf|franken)\b)/iu;
const MONTHS =
  /\b(?:jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|février|march|märz|mars|april|avril|abril|may|mai|mayo|june|juni|juin|junio|july|juli|juillet|julio|august|août|agosto|sept(?:ember)?|septembre|septiembre|oct(?:ober)?|oktober|octobre|octubre|nov(?:ember)?|novembre|noviembre|dec(?:ember)?|dezember|décembre|diciembre|enero|marzo)\b/iu;
const DATE = /\b(?:1[5-9]\d\d|20\d\d)\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/u;
const DURATION =
  /(?<![\d.,–-])\d[\d.,–-]*\s?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|sekunden|minuten|stunden|std|tagen?|wochen?|monaten?|jahren?|secondes?|heures?|jours?|semaines?|mois|ans|années?|segundos?|minutos?|horas?|días?|semanas?|meses|años?)\b/iu;
/**
 * A line's numbering ("1.", "2)") and versions ("v2.3.1") are no figure a reader asks for; a
 * date written with dots ("14.03.2006", as German and French texts write it) is one.
 */
const NOT_A_FIGURE =
  /^\s*\d{1,2}[.)]\s|\bv?(?!\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})\b)\d+\.\d+\.\d+\S*/gu;
/** Words by which a sentence speaks of safety: a risk, a side effect, what is safe or not. */
const SAFETY =
  /\b(?:safe|safely|unsafe|safety|risks?|side effects?|harm(?:ful|less)?|dangerous|sicher|unbedenklich|risiko|risiken|nebenwirkungen|sûr|sûre|sans danger|risques?|effets secondaires|seguro|segura|riesgos?|efectos secundarios)\b/iu;
const COMPARING =
  /\b(?:than|compared|versus|vs\.?|unlike|whereas|als|verglichen|vergleich|par rapport|plus que|moins que|más que|menos que|comparación|diferencia|unterschied|différence|difference)\b/iu;

/** wink-nlp reads figures in words ("two weeks", "a million dollars") in English text. */
function englishEntities(text: string): Set<string> {
  const cached = entities.get(text);
  if (cached) return cached;
  const found = new Set(nlp.readDoc(text).entities().out(its.type) as string[]);
  // The cache only saves time (a sentence is read for every question of its passage).
  if (entities.size >= 2000) entities.clear();
  entities.set(text, found);
  return found;
}

const entities = new Map<string, Set<string>>();
const MAX_TAGGED = 2000;

function holdsFigure(type: AnswerType, text: string, isEnglish: boolean): boolean {
  const body = text.replace(NOT_A_FIGURE, ' ');
  switch (type) {
    case 'cost':
      return CURRENCY.test(body) || (isEnglish && englishEntities(body).has('MONEY'));
    case 'amount':
      return /\d/.test(body) || (isEnglish && englishEntities(body).size > 0);
    case 'date':
      return DATE.test(body) || (MONTHS.test(body) && /\d/.test(body));
    case 'duration':
      return DURATION.test(body) || (isEnglish && englishEntities(body).has('DURATION'));
    default:
      return false;
  }
}

function sharedTerms(read: ReadSentence, terms: readonly string[]): number {
  return terms.filter((term) => read.terms.has(term)).length;
}

/** "X is a …": one of the question's terms comes before the copula, near the start. */
function isDefinitionOf(read: ReadSentence, terms: readonly string[], pack: LanguagePack): boolean {
  const words = read.sentence.words;
  if (words.length < 6) return false;
  const at = words.slice(0, 10).findIndex((word) => pack.copulas.includes(word));
  return at > 0 && terms.some((term) => words.slice(0, at).some((word) => word.startsWith(term)));
}

/** Steps: a list of at least two items, or at least two sentences that order steps. */
function holdsSteps(passage: Passage, pack: LanguagePack): PassageSentence | null {
  const [first] = passage.sentences;
  if (!first) return null;
  if (passage.kind === 'list' && passage.sentences.length >= 2) return first;
  const cued = passage.sentences.filter((sentence) =>
    sentence.words.some((word) => pack.stepCues.includes(word)),
  );
  if (cued.length >= 2) return cued[0] ?? null;
  if (pack.code !== 'en') return null;
  // English imperatives: a sentence opening on a verb ("Preheat the oven…").
  const imperative = passage.sentences
    .slice(0, 6)
    .filter(
      (sentence) => (nlp.readDoc(sentence.text).tokens().out(its.pos) as string[])[0] === 'VERB',
    );
  return imperative.length >= 2 ? (imperative[0] ?? null) : null;
}

/**
 * The sentence of a passage that answers the question with an answer of its type, or null.
 * A figure, a date or a definition must sit in a sentence that names one of the question's
 * terms, unless the question is the passage's own heading (its sentences all answer it).
 */
export function findTypedAnswer(
  question: DerivedQuestion,
  passage: Passage,
  sentences: readonly ReadSentence[],
  pack: LanguagePack,
): PassageSentence | null {
  const { terms, type } = question;
  const isAnchored = question.source === 'heading' || question.source === 'question';
  const candidates = sentences
    .filter((read) => isAnchored || sharedTerms(read, terms) > 0)
    .sort((a, b) => sharedTerms(b, terms) - sharedTerms(a, terms));
  const isEnglish = pack.code === 'en';
  switch (type) {
    case 'cost':
    case 'amount':
    case 'date':
    case 'duration':
      return (
        candidates.find((read) => holdsFigure(type, read.sentence.text, isEnglish))?.sentence ??
        null
      );
    case 'definition':
      return candidates.find((read) => isDefinitionOf(read, terms, pack))?.sentence ?? null;
    case 'comparison':
      return (
        candidates.find(
          (read) => sharedTerms(read, terms) >= 2 && COMPARING.test(read.sentence.text),
        )?.sentence ?? null
      );
    case 'steps':
      return holdsSteps(passage, pack);
    case 'safety':
      return candidates.find((read) => SAFETY.test(read.sentence.text))?.sentence ?? null;
    case 'open': {
      const answer = findQuotableAnswer(sentences, terms);
      return answer
        ? (sentences.find((read) => read.sentence.text === answer.text)?.sentence ?? null)
        : null;
    }
  }
}

/**
 * The same check from the answer's side, for measuring a map: does this text hold the type?
 * English text is also read by the tagger for figures in words ("two weeks"), except text past
 * MAX_TAGGED characters, which only the patterns read: the tagger's time grows with the text,
 * and no sentence a reader quotes is that long.
 */
export function holdsAnswerType(type: AnswerType, text: string, pack: LanguagePack): boolean {
  if (type === 'cost' || type === 'amount' || type === 'date' || type === 'duration')
    return holdsFigure(type, text, pack.code === 'en' && text.length <= MAX_TAGGED);
  if (type === 'safety') return SAFETY.test(text);
  if (type === 'comparison') return COMPARING.test(text);
  if (type === 'definition')
    return text
      .toLowerCase()
      .split(/\s+/)
      .some((word) => pack.copulas.includes(word));
  return true;
}
