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
}

export type Applicability = Readonly<Record<string, SignalApplicability>>;

/** Kinds that are not written to answer questions: a licence, a changelog, a reference page. */
export const NOT_QUESTION_LED: readonly DocumentKind[] = ['licence', 'changelog', 'reference'];
/** Kinds whose authority is that they are the primary text: a licence, a changelog. */
export const PRIMARY_TEXTS: readonly DocumentKind[] = ['licence', 'changelog'];
/** Kinds where quotations, experts and survey figures have no place: technical documentation. */
export const TECHNICAL_TEXTS: readonly DocumentKind[] = [
  'licence',
  'changelog',
  'reference',
  'readme',
];

/** The reason shown in a neutral signal's evidence. */
export function describeInapplicable(
  rule: SignalApplicability,
  kind: DocumentKind,
  language: string | null,
): string | null {
  if (rule.englishOnly && language)
    return `This signal is left neutral: it reads English wording, and the text is in ${language}.`;
  if (rule.notFor?.includes(kind))
    return `This signal is left neutral: it does not apply to a ${KIND_NAMES[kind]}.`;
  return null;
}

export const KIND_NAMES: Readonly<Record<DocumentKind, string>> = {
  faq: 'FAQ',
  'how-to': 'how-to guide',
  reference: 'reference page',
  changelog: 'changelog',
  licence: 'licence',
  readme: 'README',
  marketing: 'marketing page',
  article: 'article',
};

/**
 * Signals of Retrievability & Extractability that read English wording; that criterion is
 * being rebuilt on passages, and its new signals will declare their own applicability.
 */
export const RETRIEVABILITY_APPLICABILITY: Applicability = {
  definitions: { englishOnly: true },
  summary: { englishOnly: true, notFor: ['licence', 'changelog', 'reference', 'faq'] },
};
