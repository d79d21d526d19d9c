// What the measurements need to know of a language, one data file per language (en.ts, de.ts,
// fr.ts, es.ts). Lists are matched on lower-cased words or phrases at word boundaries.

export type LanguageCode = 'en' | 'de' | 'fr' | 'es';

export interface LanguagePack {
  code: LanguageCode;
  /** Words ending in a full stop after which Intl.Segmenter wrongly ends a sentence. */
  abbreviations: readonly string[];
  /** Verbs that define: "X is a ...". */
  copulas: readonly string[];
  /** Phrases that introduce a named source: "according to", "laut". */
  attributionCues: readonly string[];
  /** Verbs by which a named source reports: "found", "reports". */
  reportingVerbs: readonly string[];
  /** Attributions to nobody in particular: "studies show", "experts say". */
  vagueAttributions: readonly string[];
  /** Nouns of research that a claim leans on: study, survey, report. */
  researchNouns: readonly string[];
  /**
   * Link texts that name no source ("here", "source", "study"): a reader cannot tell from them
   * who stands behind a claim, so such a link does not make the claim sourced.
   */
  genericLinkTexts: readonly string[];
  /**
   * Words any institution's name may hold ("institute", "global", "research"): a name made
   * only of these and the page's own words could be anyone's, so it names no source.
   */
  institutionWords: readonly string[];
  /** Filler, hedge and weasel words. */
  fillers: readonly string[];
  /** Promotional superlatives that assert without saying anything checkable. */
  hype: readonly string[];
  /** Words that address the reader. */
  secondPerson: readonly string[];
  /** Words of a first-person account: "I", "my" (a personal story rather than an answer). */
  firstPersonSingular: readonly string[];
  /** Words by which the page speaks of its own maker: "we", "our" (self-promotion, not answers). */
  firstPersonPlural: readonly string[];
  /** Words that open a question. */
  questionWords: readonly string[];
  /** Words that order steps. */
  stepCues: readonly string[];
  /**
   * Words that open a sentence by pointing back to one before it (Halliday and Hasan's cohesive
   * ties: reference "it", "this", "they"; conjunction "however", "also", "therefore"). At the
   * start of a section there is nothing for them to point to.
   */
  backwardOpeners: readonly string[];
  /** Sentence openers that number a sequence, in its order: "first", "second", ... "finally". */
  sequenceOpeners: readonly (readonly string[])[];
  /** Unit words that follow a number (symbols such as %, °C, € are shared by every language). */
  units: readonly string[];
}
