import {
  type Applicability,
  NO_OUTSIDE_EVIDENCE,
  SELF_SOURCED,
  TECHNICAL_TEXTS,
  TECHNICAL_WHEN_WORDED,
} from '../applicability.ts';
import type { Widen } from '../signal.ts';
// Authority & Trust Signals: can a reader, and an AI engine, check where the claims come from?
// The GEO study (Aggarwal et al., KDD 2024) found cited sources, statistics and quotations lift
// visibility in generative engines most. Thresholds are documented in SCORING.md.
export const AUTHORITY_TRUST_CONFIG = {
  weights: {
    sources: 0.3,
    statistics: 0.2,
    quotations: 0.15,
    namedSources: 0.1,
    dates: 0.05,
    experience: 0.05,
    supportedClaims: 0.15,
  },
  /** One sourced sentence per 250 words, between 2 and 8 (1 below 250 words). */
  sources: { wordsPer: 250, min: 2, max: 8 },
  /** One sentence with a statistic per 300 words, between 2 and 6 (1 below 300 words). */
  statistics: { wordsPer: 300, min: 2, max: 6 },
  /**
   * Value of each quotation: a named speaker with a checkable source beside it, or not (an
   * unsourced quotation, however named, is a claim to verify and earns nothing).
   */
  quotation: { attributed: 0.8, unattributed: 0 },
  namedSourcesExpected: 3,
  datesExpected: 2,
  experienceExpected: 2,
  stuffingWeight: 0.35,
} as const;

export type AuthorityTrustConfig = Widen<typeof AUTHORITY_TRUST_CONFIG>;

/** Where each signal applies (assessments/applicability.ts). */
export const AUTHORITY_TRUST_APPLICABILITY: Applicability = {
  // A licence or a changelog is the primary text: its maintainers are the source. A README's
  // links are credited, but it documents its own project and is not asked for a source behind
  // each main point (gnupg's README.Debian, by its maintainer, was); its figures and
  // superlatives still are, under Supported claims.
  // An FAQ, a how-to or a short answer about software is written by the people who know the
  // code, about their own program: its links are credited, but it is not asked for more.
  sources: {
    notFor: SELF_SOURCED,
    measuredOnlyFor: ['readme'],
    measuredOnlyForTechnical: TECHNICAL_WHEN_WORDED,
  },
  statistics: { notFor: NO_OUTSIDE_EVIDENCE, notForTechnical: TECHNICAL_WHEN_WORDED },
  // A short answer quotes no one: its one point is the writer's to state.
  quotations: {
    notFor: [...NO_OUTSIDE_EVIDENCE, 'brief'],
    notForTechnical: TECHNICAL_WHEN_WORDED,
  },
  // Nor is it warned that it "names 0 sources": base-files' FAQ, by the package's maintainers,
  // was, once its release numbers were no longer read as claims.
  'named-sources': {
    notFor: SELF_SOURCED,
    measuredOnlyFor: ['readme'],
    measuredOnlyForTechnical: TECHNICAL_WHEN_WORDED,
  },
  // A manual, an API reference or a README is dated by its releases, not by the year of each
  // statement: "Add the year of each study or figure" fits none of them.
  // A short answer's dates and first-hand experience are measured, not asked for: how to
  // pronounce "Valgrind" was told to "Add the year of each study or figure", and has neither.
  // Nor is a how-to, FAQ or note about software, dated by the release it documents: OpenSSH's
  // README.dns, steps with no study and no figure, was told to "Add the year of each study or
  // figure".
  dates: {
    notFor: [...SELF_SOURCED, 'readme'],
    measuredOnlyFor: ['brief'],
    measuredOnlyForTechnical: TECHNICAL_WHEN_WORDED,
  },
  experience: {
    englishOnly: true,
    notFor: [...TECHNICAL_TEXTS, 'how-to'],
    measuredOnlyFor: ['brief'],
  },
  // A licence's, a changelog's or a manual's statements are its own terms, records and
  // behaviour, not claims to source.
  // A technical FAQ, how-to or short note with no figure is measured, not warned: mosquitto's
  // README.Debian, two sentences on its AppArmor profile, has no number to check and needs none.
  // One that has figures or credits is still asked to source them.
  // So is a README, whatever its wording: it documents its own software, and one with no figure
  // is not a data article missing its data (fast-check's was warned that no sentence of 59
  // "carries a number or a superlative").
  'supported-claims': {
    notFor: SELF_SOURCED,
    measuredOnlyWhenAbsentForTechnical: TECHNICAL_WHEN_WORDED,
    measuredOnlyWhenAbsentFor: ['readme'],
  },
};
