import type { Sentence } from '../document/types.ts';
import {
  ATTRIBUTION_LEAD,
  AUTHOR_YEAR,
  CITATION_WORDS,
  CITED_TITLE,
  CODE_SYNTAX,
  COMMAND_LINE,
  DATED_PUBLICATION,
  FIRST_HAND_TEST,
  INSTITUTION,
  INSTITUTION_HINT,
  NAMED_REPORTER,
  NOT_A_NAME,
  NUMBER,
  REPORTING_VERB_HINT,
  SPEAKER_AFTER_VERB,
  STANDARD_REFERENCE,
  VAGUE_SOURCE_WORDS,
} from './source-patterns.ts';
import { stripNonFigures } from './strip-non-figures.ts';
import { IMPERATIVE_START, SUPERLATIVE_PATTERN } from './word-lists.ts';

/** Cheap test for the words ATTRIBUTION_LEAD opens with. */
const ATTRIBUTION_HINT =
  /according|stud|survey|report|research|analys|paper|review|trial|experiment|poll|census|data|figures|statistics|published|cited|scientists|economists|experts|engineers|doctors|professors/i;
/** Words between a speech verb and a name that show the name is not the speaker. */
const NAME_JOINERS: ReadonlySet<string> = new Set(['of', 'for', 'and', '&', 'on', 'the']);
const NOT_A_ROLE = /^(?:that|which|what|how|it|this|to|in|on|at|by|for|with|the|a|an)$/;

/**
 * A name a reader could look up: not a pronoun or opener, and not made only of the words of a
 * vague attribution ("Research", "Experts", "Many Scientists").
 */
export function isCheckableName(name: string): boolean {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  // "It's recommended to be conscious of namespace conflicts" credits no one: a pronoun with its
  // verb run on is still a pronoun.
  const first = (words[0] ?? '').replace(/['’](?:s|re|ve|d|ll|m)$/, '');
  if (name.length < 2 || NOT_A_NAME.has(first)) return false;
  return words.some((word) => !VAGUE_SOURCE_WORDS.has(word.replace(/[.'’]+$/, '')));
}

/** The capitalised words that open `text` ("Energy Saving Trust, bills fall" -> "Energy Saving Trust"). */
function readLeadingName(text: string): string | null {
  const kept: string[] = [];
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/[.,;:]+$/, '');
    const isJoiner = kept.length > 0 && NAME_JOINERS.has(bare);
    if (!/^\p{Lu}/u.test(bare) && !isJoiner) break;
    kept.push(bare);
    if (bare !== word) break;
  }
  while (kept.length > 0 && NAME_JOINERS.has(kept.at(-1) as string)) kept.pop();
  return kept.length > 0 ? kept.join(' ') : null;
}

function addName(names: string[], raw: string): void {
  const name = raw
    .replace(/^The\s+/, '')
    .replace(/[.,]+$/, '')
    .trim();
  if (isCheckableName(name) && !names.includes(name)) names.push(name);
}

/**
 * Named sources of one sentence: reporters in either order ("Stanford researchers found",
 * '"...," says Jan Rosenow'), attributions ("according to the WHO") and institutions.
 */
export function findNamedSources(text: string): string[] {
  const names: string[] = [];
  if (REPORTING_VERB_HINT.test(text)) {
    for (const match of text.matchAll(NAMED_REPORTER)) addName(names, match[1] as string);
    for (const match of text.matchAll(SPEAKER_AFTER_VERB)) {
      const role = (match[1] as string).trim().split(/\s+/).filter(Boolean);
      if (role.some((word) => NOT_A_ROLE.test(word))) continue;
      addName(names, match[2] as string);
    }
  }
  for (const match of ATTRIBUTION_HINT.test(text) ? text.matchAll(ATTRIBUTION_LEAD) : []) {
    // "according to experts", "a study from 2020" name no one.
    const name = readLeadingName(match[1] as string);
    if (name) addName(names, name);
  }
  for (const match of INSTITUTION_HINT.test(text) ? text.matchAll(INSTITUTION) : [])
    addName(names, match[0]);
  return names;
}

/**
 * A claim carries a number (not a bare year, a version or an item number) or a superlative, or
 * credits an attribution a reader cannot check ("a 2023 study by...", "says Dr. Rivers").
 * Instructions ("Grind 200 g of coffee"), command lines, questions, table cells, menus and
 * web addresses state no claim, so they need no source.
 */
/** "Q: ..." or "Q. ...": the question of an FAQ entry. */
const FAQ_QUESTION = /^Q[:.]\s/;

export function isClaim(sentence: Sentence): boolean {
  const text = sentence.text.trim();
  // A menu or a list of addresses states nothing; the digits of an address are no figure.
  // A question states nothing either, though it may not end on "?": an FAQ's "Q: ... was built
  // successfully, but ... open failed" reports a problem.
  if (sentence.kind === 'table' || sentence.isMenu || text.endsWith('?') || FAQ_QUESTION.test(text))
    return false;
  if (IMPERATIVE_START.test(text) || COMMAND_LINE.test(text) || CODE_SYNTAX.test(text))
    return false;
  // Blanking the non-figures is a dozen passes over the sentence: done only when read. Blanking
  // never adds a digit, so a sentence without one has no figure to find.
  let figures: string | undefined;
  const readFigures = () => {
    figures ??= stripNonFigures(text.replace(TERM_NUMBER, ' '));
    return figures;
  };
  if (describesCode(text, readFigures) || statesDefault(text) || FIRST_HAND_TEST.test(text))
    return isAttribution(text);
  const ranked = text.replace(RANKED_AMONG, ' ');
  return (
    (DIGIT.test(text) && NUMBER.test(readFigures())) ||
    SUPERLATIVE_PATTERN.test(ranked) ||
    isAttribution(text)
  );
}

const DIGIT = /\d/;

/**
 * A number that heads an entry as its term, its description after it, as a manual lists exit
 * statuses: "0 Programme exécuté sans erreur.", "16 No se ha encontrado nada...". The number names
 * a value; it is no figure. A count reads "16 people" in lower case, or names its quantity ("2
 * Millionen", "40 Prozent"), and stays a figure.
 */
const TERM_NUMBER =
  /^\s{0,3}\d{1,4}\s{1,8}(?=\p{Lu}\p{Ll})(?!(?:Millionen|Milliarden|Prozent|Tausend|Mio|Mrd|Euro|Menschen|Personen|Jahre|Stunden|Minuten|Tage)\b)/u;

/**
 * A superlative that ranks what the sentence itself lists ("has some problems, worst of which is
 * the lack of magic number") is the writer's own judgement of the items named, not a claim about
 * the world to source.
 */
const RANKED_AMONG =
  /\b(?:best|worst|biggest|largest|smallest|greatest|highest|lowest|fastest|slowest|cheapest)\s{1,3}of\s{1,3}(?:which|these|them|those|both)\b/gi;

/**
 * What a function returns or how code treats a value ("maxSatisfying(versions, range): Return the
 * highest version in the list", "1.2.3/4 will return 4.0.0", "longer components will be ignored")
 * states what its code does, not a figure or a superlative a reader would ask a source for. A share
 * or a multiple ("returns 8% a year") stays a claim.
 */
const CODE_BEHAVIOUR =
  /\b(?:returns?|desugar(?:s|ed)?|satisf(?:y|ies|ied)|match(?:es|ed)?|allow(?:s|ed)?|ignored|coerc(?:e|es|ed|ion)|preserves?|consumes?|sets?\s[^.;]{1,30}\sto)\b|\s->\s/i;

/**
 * A call ("maxSatisfying(versions, range)"), an arrow between values, a word only code does
 * ("desugars", "coercion"), or an identifier where prose has a capital ("major removes build &
 * prerelease info and sets minor & patch to 0").
 */
const CODE_CONTEXT = /[\w`]\(|\s->\s|\b(?:desugar|coerc)|^[a-z]/;

/**
 * The sentence speaks of code: it holds a version, a call or code (what stripNonFigures blanks)
 * and a verb of what code does. "The new law allows 500 more visas" holds no code: still a claim.
 */
function describesCode(text: string, readFigures: () => string): boolean {
  return (
    CODE_BEHAVIOUR.test(text) &&
    !SHARE_OR_MULTIPLE.test(text) &&
    (readFigures() !== text || CODE_CONTEXT.test(text))
  );
}

/**
 * A setting's default ("The default value is 16.", "If this option is a number (by default, it
 * is 100)", "(default 1000)"): the document that sets a default is its source, there is no
 * study to link; a share or a multiple stays a claim.
 */
const STATES_DEFAULT = /\bby default\b|\bdefaults? (?:to|is|value|of)\b|\(default:?\s[^)]{1,40}\)/i;

function statesDefault(text: string): boolean {
  return STATES_DEFAULT.test(text) && !SHARE_OR_MULTIPLE.test(text);
}

/** A share or a multiple ("87%", "3x more"): the figures invented evidence is made of. */
const SHARE_OR_MULTIPLE =
  /\d\s?(?:%|percent\b|per cent\b)|(?<![\w.])\d+(?:\.\d+)?\s?(?:x|times)\b/i;

/**
 * Credits a study, an expert or a share no reader can check ("a 2023 study by the Global
 * Institute found that 87%..."): quoted as it stands, it spreads a claim nobody can verify.
 * Narrower than isClaim: a measured quantity in an instruction or a definition ("steep for
 * 12 to 24 hours") is not evidence anyone invented.
 */
export function isUnverifiableEvidence(sentence: Sentence): boolean {
  if (hasCheckableSource(sentence)) return false;
  return isAttribution(sentence.text) || SHARE_OR_MULTIPLE.test(sentence.text);
}

/** Credits a study, an expert or an institute with no source a reader can check. */
export function isUncheckedAttribution(sentence: Sentence): boolean {
  return !hasCheckableSource(sentence) && isAttribution(sentence.text);
}

/** "— Tom Reyes" after a quotation: a speaker named by a dash and a two-word name. */
const DASH_SPEAKER = /[—–]\s{0,3}\p{Lu}[\p{Ll}'’.-]{1,30}\s{1,3}\p{Lu}/u;

/** "data from", "figures by": words of every technical text unless a name or a year follows. */
const GENERIC_LEAD = /^(?:data|figures|statistics)\b/i;

/**
 * "According to ...", "a study by ...", "data from Eurostat". Data comes "from the latest action"
 * or "from loaders" in an API reference, so after data, figures and statistics only a capitalised
 * name or a year counts.
 */
function hasAttributionLead(text: string): boolean {
  for (const match of text.matchAll(ATTRIBUTION_LEAD)) {
    if (!GENERIC_LEAD.test(match[0]) || /^[\p{Lu}\p{N}]/u.test(match[1] ?? '')) return true;
  }
  return false;
}

/** Credits someone ("according to", "says", "a study by", "Research shows"): a claim to check. */
export function isAttribution(text: string): boolean {
  let known = attributions.get(text);
  if (known === undefined) {
    known = readAttribution(text);
    // The cache only saves time (the claims and the passages both ask it of each sentence);
    // emptied when full, so a server reading document after document keeps it useful.
    if (attributions.size >= MAX_CACHED_ATTRIBUTIONS) attributions.clear();
    attributions.set(text, known);
  }
  return known;
}

const attributions = new Map<string, boolean>();
const MAX_CACHED_ATTRIBUTIONS = 10_000;

function readAttribution(text: string): boolean {
  return (
    DASH_SPEAKER.test(text) ||
    findNamedSources(text).length > 0 ||
    (ATTRIBUTION_HINT.test(text) && hasAttributionLead(text)) ||
    /\b(?:stud(?:y|ies)|research|experts?|scientists|surveys?)\s{1,3}(?:show|shows|found|finds|suggest|suggests|say|says|agree|agrees|recommend|recommends|prove|proves)\b/i.test(
      text,
    )
  );
}

/**
 * True when a reader can check the source of a sentence: a link
 * made from a statement, a citation mark, an author-year citation ("Smith et al., 2020"), a
 * standard by number ("RFC 8878"), a named publication with its date, or a work by its title,
 * publisher and year. A name alone ("a 2023
 * study by the Global Institute", "says Dr. Rivers") is a claim to verify, never a source.
 */
export function hasCheckableSource(sentence: Sentence): boolean {
  return (
    sentence.hasLink ||
    sentence.hasCitation ||
    AUTHOR_YEAR.test(sentence.text) ||
    /\bet al\b/.test(sentence.text) ||
    STANDARD_REFERENCE.test(sentence.text) ||
    DATED_PUBLICATION.test(sentence.text) ||
    CITED_TITLE.test(sentence.text) ||
    (CITATION_WORDS.test(sentence.text) && YEAR_OR_DATE_ONCE.test(sentence.text))
  );
}
const YEAR_OR_DATE_ONCE = /\b(?:19|20)\d{2}\b/;
