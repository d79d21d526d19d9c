/**
 * Every piece of text the improver writes itself. All else in its output is copied from the
 * input, so it never adds a number, name, date or quotation (issue 3); the tests check the
 * output's capitalised words and numbers against the input plus this list.
 */
export const IMPROVER_FIXED_TEXT = {
  summaryHeading: 'Summary',
  faqHeading: 'Frequently asked questions',
  claimsHeading: 'Claims to verify',
  claimsIntro: 'Each of these statements carries a number or a superlative without a source:',
  sourceNeeded: '[source needed]',
  /** Openings of the FAQ questions built from the text's own statements. */
  questionOpenings: ['What is', 'What are', 'How is', 'How are', 'How do you', 'Can', 'Is', 'Are'],
} as const;

/** Capitalised words the improver may write although the input lacks them. */
export const IMPROVER_FIXED_WORDS: ReadonlySet<string> = new Set(
  [
    IMPROVER_FIXED_TEXT.summaryHeading,
    IMPROVER_FIXED_TEXT.faqHeading,
    IMPROVER_FIXED_TEXT.claimsHeading,
    IMPROVER_FIXED_TEXT.claimsIntro,
    ...IMPROVER_FIXED_TEXT.questionOpenings,
  ].flatMap((text) => text.split(/\s+/)),
);
