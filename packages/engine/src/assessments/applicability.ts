import type { DocumentKind } from '../research/classify-kind.ts';

/**
 * Where a signal applies, declared by each criterion beside its thresholds (as yoastseo's
 * isApplicable): a signal that reads English wording stays neutral on other languages, and a
 * signal that asks for something a kind of document does not need (statistics in a licence,
 * question headings in a changelog) stays neutral there. Neutral means weight 0: no score, no
 * praise, no problem and no fix (issue 10, point 3; issue 9).
 */
export interface SignalApplicability {
  /** The signal reads English word lists or English syllables. */
  englishOnly?: boolean;
  /** Kinds of document the signal asks too much of. */
  notFor?: readonly DocumentKind[];
  /** Kinds it asks too much of when the text is technical (research.substance.isTechnical). */
  notForTechnical?: readonly DocumentKind[];
  /**
   * Kinds on which the signal still measures something true, but what it would ask does not
   * fit them: it keeps its score and evidence, and states no problem and proposes no fix. A
   * changelog's entries are found by AI search as poorly as the retrieval test shows, yet they
   * are a record of releases, not answers to rewrite.
   */
  measuredOnlyFor?: readonly DocumentKind[];
  /**
   * Kinds on which the signal is measured only when the text is technical: file's README.Debian,
   * steps to add one's own magic files, documents its own package and was told to "Cite your
   * sources" for them.
   */
  measuredOnlyForTechnical?: readonly DocumentKind[];
  /**
   * Kinds on which a technical text that holds none of what the signal looks for (so the signal
   * has no fix to offer) is measured only, not warned: mosquitto's README.Debian has no figure to
   * check and needs none, while procps' FAQ, which credits "the POSIX and UNIX standards" with
   * nothing to check them by, is still asked to source that claim.
   */
  measuredOnlyWhenAbsentForTechnical?: readonly DocumentKind[];
  /**
   * Kinds on which a text that holds none of what the signal looks for is measured only, not
   * warned, technical or not: a README documents its own software, and fast-check's was warned
   * that "No sentence (of 59) carries a number or a superlative" as if it were a data article.
   */
  measuredOnlyWhenAbsentFor?: readonly DocumentKind[];
  /**
   * Where it does not apply, a signal already met in full keeps its score, with no advice: a
   * manual or an FAQ is not asked to grow to 900 words, and one that is long already (the
   * 2,800-word Valgrind FAQ) does not fall to the half score for it.
   */
  keptWhenMet?: boolean;
}

export type Applicability = Readonly<Record<string, SignalApplicability>>;

/** Kinds that are not written to answer questions: a licence, a changelog, a reference page. */
export const NOT_QUESTION_LED: readonly DocumentKind[] = [
  'licence',
  'changelog',
  'reference',
  'note',
];
/** Kinds whose authority is that they are the primary text: a licence, a changelog. */
export const PRIMARY_TEXTS: readonly DocumentKind[] = ['licence', 'changelog'];
/**
 * Kinds that are the source on what they document: a licence, a changelog, and a manual or
 * reference page, which documents its own program ("If LAST DAY is set to 0..." is a fact of
 * chage, not a claim to cite a study for).
 */
// A project's policy is its own decision ("Delay: 5 business days" in pino's security policy),
// and a pointer note's source is the documentation it points to.
export const SELF_SOURCED: readonly DocumentKind[] = [
  ...PRIMARY_TEXTS,
  'reference',
  'policy',
  'note',
];
/** Kinds where quotations, experts and survey figures have no place: technical documentation. */
export const TECHNICAL_TEXTS: readonly DocumentKind[] = [
  'licence',
  'changelog',
  'reference',
  'readme',
  'policy',
  'note',
];

/**
 * Kinds where quotations, experts and survey figures have no place: technical documentation.
 * An FAQ joins them when it is about software (see `notForTechnical`): the ncurses or zlib FAQ
 * is answered by the people who maintain the code, not improved by a quoted expert.
 */
export const NO_OUTSIDE_EVIDENCE: readonly DocumentKind[] = TECHNICAL_TEXTS;
/** Kinds that are technical documentation when their vocabulary is (file paths, options...). */
// A how-to worded so (bash's README.Debian: paths, options, /etc/inputrc) is one too.
// A short answer or note worded so (lsof's answer on wide characters: HASSETLOCALE, machine.h)
// is one too.
export const TECHNICAL_WHEN_WORDED: readonly DocumentKind[] = ['faq', 'how-to', 'brief'];
/** Kinds that are technical documentation when the text is technical (isTechnical). */
export const TECHNICAL_DOCUMENTATION: readonly DocumentKind[] = [
  ...TECHNICAL_TEXTS,
  ...TECHNICAL_WHEN_WORDED,
];
/**
 * Kinds that are as long as they need to be: a manual page, a README, a changelog, a licence;
 * and an FAQ about software (TECHNICAL_WHEN_WORDED), which grows by the problems its users
 * report, not by words. An FAQ-shaped article keeps the article's target.
 */
// A short answer or note is as long as its one point needs: asked to grow to 900 words, an
// answer becomes a page, and a page is not what a question's answer is quoted from.
export const NO_LENGTH_TARGET: readonly DocumentKind[] = [...TECHNICAL_TEXTS, 'brief'];
/**
 * Kinds that are not asked for more sections, a wider vocabulary or more examples: a pointer
 * note and a project policy say what they must, and a short answer or note is about one
 * point ("How do you pronounce Valgrind?" was asked for four sections and three examples).
 */
export const ONE_POINT_TEXTS: readonly DocumentKind[] = ['note', 'policy', 'brief'];
/**
 * Legal text is not rewritten for readability: its sentences and paragraphs say exactly what
 * they must, and a shorter sentence in a licence is a different licence.
 */
export const LEGAL_TEXTS: readonly DocumentKind[] = ['licence'];

/** The reason shown in a neutral signal's evidence. */
export function describeInapplicable(
  rule: SignalApplicability,
  kind: DocumentKind,
  language: string | null,
  isTechnical = false,
): string | null {
  if (rule.englishOnly && language)
    return `This signal is left neutral: it reads English wording, and the text is in ${language}.`;
  if (rule.notFor?.includes(kind))
    return `This signal is left neutral: it does not apply to a ${KIND_NAMES[kind]}.`;
  if (isTechnical && rule.notForTechnical?.includes(kind))
    return `This signal is left neutral: it does not apply to a technical ${KIND_NAMES[kind]}.`;
  return null;
}

export const KIND_NAMES: Readonly<Record<DocumentKind, string>> = {
  faq: 'FAQ',
  'how-to': 'how-to guide',
  reference: 'reference page',
  changelog: 'changelog',
  licence: 'licence',
  readme: 'README',
  policy: 'project policy',
  note: 'package note',
  brief: 'short answer or note',
  marketing: 'marketing page',
  article: 'article',
};

/**
 * Signals of Retrievability & Extractability that read English wording; that criterion is
 * being rebuilt on passages, and its new signals will declare their own applicability.
 */
/** Kinds whose passages are a record or a pointer, measured as retrieval targets, not advised. */
const NOT_ANSWERS: readonly DocumentKind[] = ['changelog', 'note'];

export const RETRIEVABILITY_APPLICABILITY: Applicability = {
  definitions: { englishOnly: true },
  summary: { englishOnly: true, notFor: ['licence', 'changelog', 'reference', 'faq'] },
  // A licence's wording is its terms: it is not rewritten to answer questions. A changelog's
  // entries are not meant to answer questions either, but how poorly they are found is measured
  // as it is (leaving it neutral would lift a changelog's score to the middle). Nor is a
  // pointer note's: it sends the reader to the documentation that answers them (debconf's
  // README.Debian was told to "Name the subject of each passage").
  'found-by-keyword': { notFor: LEGAL_TEXTS, measuredOnlyFor: NOT_ANSWERS },
  'found-by-meaning': { notFor: LEGAL_TEXTS, measuredOnlyFor: NOT_ANSWERS },
  'quotable-answers': { notFor: LEGAL_TEXTS, measuredOnlyFor: NOT_ANSWERS },
  'answering-passages': { notFor: LEGAL_TEXTS, measuredOnlyFor: NOT_ANSWERS },
  // Nor is a changelog's record cut to "answer more questions in fewer words", nor a short
  // answer, whose one question is all it is written for.
  // A manual page documents every option of its program: told to "cut what answers nothing"
  // (gzip(1), cp(1), ls(1), ssh(1)), it would cut its reference. How few questions it answers
  // for its length is still measured.
  coverage: { notFor: [...PRIMARY_TEXTS, 'note', 'brief'], measuredOnlyFor: ['reference'] },
  'answer-first': { notFor: LEGAL_TEXTS },
};
