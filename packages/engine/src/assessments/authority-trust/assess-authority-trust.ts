import type { Sentence } from '../../document/types.ts';
import type { Focus } from '../../evidence/types.ts';
import { isAttribution } from '../../research/measure-sources.ts';
import { stripNonFigures } from '../../research/strip-non-figures.ts';
import type { Research } from '../../research/types.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import { describeLength } from '../describe-length.ts';
import type { QualityGate } from '../quality-gates.ts';
import { quoteName, quoteSentence } from '../quote.ts';
import { type CriterionAssessment, pluralize, type Signal } from '../signal.ts';
import { AUTHORITY_TRUST_CONFIG, type AuthorityTrustConfig } from './config.ts';

/**
 * One per `wordsPer` words, between `min` and `max`; a text shorter than `wordsPer` words is
 * asked for one: GnuPG's 38-word FAQ note was asked for 2 statistics.
 */
function target(words: number, rule: { wordsPer: number; min: number; max: number }): number {
  const least = words < rule.wordsPer ? 1 : rule.min;
  return Math.min(rule.max, Math.max(least, Math.round(words / rule.wordsPer)));
}

/**
 * Returns diminish: the first source or figure a reader can check adds the most trust, so the
 * score is the square root of the share of the target (1 of 2 gives 0.71, 1 of 4 gives 0.5).
 */
function scoreShare(count: number, expected: number): number {
  return Math.min(1, Math.sqrt(count / expected));
}

function firstUnsupported(research: Research): string | null {
  const claim = firstQuotableClaim(research);
  if (!claim) return null;
  const quoted = quoteSentence(claim.text) as string;
  return claim.paragraph > 0 ? `${quoted} (paragraph ${claim.paragraph})` : quoted;
}

function firstQuotableClaim(research: Research): Sentence | undefined {
  return research.sources.unsupportedClaims.find((claim) => quoteSentence(claim.text));
}

/**
 * The fix named for the claims it is about: joi's "The most powerful data validation library
 * for JS" and ed's "This seems the best way" carry no number, so asking to "source the claims
 * that carry numbers" sent the writer looking for figures that are not there.
 */
function sourceClaimsTitle(research: Research, credits: boolean): string {
  const claims = research.sources.unsupportedClaims;
  if (claims.some((claim) => /\d/.test(stripNonFigures(claim.text))))
    return 'Source the claims that carry numbers';
  return credits
    ? 'Source the studies and experts you credit'
    : 'Source or soften the superlatives';
}

/** Where the quoted claim stands, for the texts that quote it. */
function focusOnClaim(research: Research): Focus | undefined {
  const claim = firstQuotableClaim(research);
  return claim ? { sentence: claim.text, paragraph: claim.paragraph } : undefined;
}

function scoreSources(research: Research, config: AuthorityTrustConfig): Signal {
  const count = research.sources.sourcedSentences.length;
  const expected = target(research.wordCount, config.sources);
  const counted = `${pluralize(count, 'sentence')} ${count === 1 ? 'links to or cites' : 'link to or cite'} a checkable source`;
  const claimExample = firstUnsupported(research);
  return {
    id: 'sources',
    weight: config.weights.sources,
    about: { fix: focusOnClaim(research) },
    score: scoreShare(count, expected),
    evidence: `${counted}, against a target of ${expected} for ${describeLength(research)}.`,
    praise: `Sources are cited well: ${counted}.`,
    problem:
      count === 0
        ? `Cited sources are missing: no sentence (of ${research.document.sentences.length}) links to or cites a source.`
        : `Sources are insufficient: ${counted}, against a target of ${expected}.`,
    fix: {
      title: 'Cite your sources',
      detail: `Link or cite the source behind ${claimExample ? `claims such as ${claimExample}` : 'each main point'}; ${count} of ${expected} expected citations are present.`,
    },
    maintain: {
      title: 'Keep the sources current',
      detail: `Re-check the ${pluralize(count, 'sourced sentence')} before each update, since links and figures age.`,
    },
  };
}

function scoreStatistics(research: Research, config: AuthorityTrustConfig): Signal {
  const count = research.sources.statisticSentences.length;
  const expected = target(research.wordCount, config.statistics);
  return {
    id: 'statistics',
    weight: config.weights.statistics,
    score: scoreShare(count, expected),
    evidence: `${pluralize(count, 'sentence')} give${count === 1 ? 's' : ''} a statistic, against a target of ${expected}.`,
    praise: `Statistics make the text strong: ${pluralize(count, 'sentence')} give${count === 1 ? 's' : ''} measured figures.`,
    problem:
      count === 0
        ? `Statistics are missing: no sentence (of ${research.document.sentences.length}) gives a percentage, an amount or a measured figure.`
        : `Statistics are insufficient: ${pluralize(count, 'sentence')} give${count === 1 ? 's' : ''} a measured figure, against a target of ${expected}.`,
    fix: {
      title: 'Add statistics',
      detail: `Back the main points with measured figures from a named source; the text has ${count} (target: ${expected} for ${describeLength(research)}).`,
    },
    maintain: {
      title: 'Keep the figures current',
      detail: `Re-check the ${pluralize(count, 'sentence')} with statistics whenever their sources publish newer data.`,
    },
  };
}

function scoreQuotations(research: Research, config: AuthorityTrustConfig): Signal {
  const { quotations, attributedQuotations } = research.sources;
  const value =
    attributedQuotations * config.quotation.attributed +
    (quotations - attributedQuotations) * config.quotation.unattributed;
  return {
    id: 'quotations',
    weight: config.weights.quotations,
    score: Math.min(1, value),
    evidence: `The text has ${pluralize(quotations, 'quotation')}, ${attributedQuotations} from a named speaker with a checkable source.`,
    praise: `Quotations add strong evidence: ${pluralize(quotations, 'quotation')}, ${attributedQuotations} from a named speaker with a checkable source.`,
    problem:
      quotations === 0
        ? `Expert quotations are missing: the text (${describeLength(research)}) quotes no one.`
        : `Expert quotations are weak: the text has ${pluralize(quotations, 'quotation')}, ${attributedQuotations} from a named speaker with a checkable source.`,
    fix: {
      title: 'Quote an expert',
      detail:
        quotations === 0
          ? 'Add a short quotation from a named expert with their role, and link where it was said.'
          : `Link where each quotation was said, or cite the interview or paper; ${attributedQuotations} of ${pluralize(quotations, 'quotation')} can be checked.`,
    },
  };
}

function scoreNamedSources(research: Research, config: AuthorityTrustConfig): Signal {
  const names = research.sources.namedSources;
  const shown = names
    .map((name) => quoteName(name))
    .filter((name) => name !== null)
    .slice(0, 2);
  return {
    id: 'named-sources',
    weight: config.weights.namedSources,
    score: Math.min(1, names.length / config.namedSourcesExpected),
    evidence: `The text names ${pluralize(names.length, 'source')}${shown.length > 0 ? ` (${shown.join(', ')})` : ''}.`,
    praise: `Named sources${shown.length > 0 ? ` such as ${shown.join(' and ')}` : ''} make the claims strong.`,
    // No problem or fix of its own: a missing name is advice the Sources signal already gives,
    // and two findings on one gap read as a contradiction beside praise for the sources.
  };
}

function scoreDates(research: Research, config: AuthorityTrustConfig): Signal {
  const { dates } = research.sources;
  const example = dates[0] ? quoteName(dates[0]) : null;
  return {
    id: 'dates',
    weight: config.weights.dates,
    score: Math.min(1, dates.length / config.datesExpected),
    evidence: `The text mentions ${pluralize(dates.length, 'date or year', 'dates or years')}.`,
    praise: `Dates${example ? ` such as ${example}` : ''} keep the facts well anchored in time.`,
    problem:
      dates.length === 0
        ? `Dates are missing: the text (${describeLength(research)}) mentions no year, so readers cannot tell how current the facts are.`
        : `Dates are insufficient: the text mentions ${pluralize(dates.length, 'date or year', 'dates or years')}, against a target of ${config.datesExpected}.`,
    fix: {
      title: 'Date your facts',
      detail: `Add the year of each study or figure; the text mentions ${pluralize(dates.length, 'date')}.`,
    },
  };
}

function scoreExperience(research: Research, config: AuthorityTrustConfig): Signal {
  const sentences = research.sources.experienceSentences;
  const quoted = sentences[0] ? quoteSentence(sentences[0].text) : null;
  return {
    id: 'experience',
    weight: config.weights.experience,
    ...(sentences[0] && quoted
      ? { about: { praise: { sentence: sentences[0].text, paragraph: sentences[0].paragraph } } }
      : {}),
    score: Math.min(1, sentences.length / config.experienceExpected),
    evidence: `${pluralize(sentences.length, 'sentence')} report${sentences.length === 1 ? 's' : ''} first-hand experience.`,
    praise: `First-hand experience${quoted ? ` (${quoted})` : ''} is a strong trust signal.`,
    fix: {
      title: 'Show first-hand experience',
      detail: `Say what you tested, measured or observed yourself; ${pluralize(sentences.length, 'sentence')} report${sentences.length === 1 ? 's' : ''} it now.`,
    },
  };
}

function scoreSupportedClaims(research: Research, config: AuthorityTrustConfig): Signal {
  const { claimCount, unsupportedClaims } = research.sources;
  const unsupported = unsupportedClaims.length;
  const signal: Signal = {
    id: 'supported-claims',
    weight: config.weights.supportedClaims,
    // A text without checkable claims earns nothing here: there is nothing to trust it on.
    score: claimCount === 0 ? 0 : 1 - unsupported / claimCount,
    evidence:
      claimCount === 0
        ? `No sentence (of ${research.document.sentences.length}) carries a number or a superlative that a reader could check.`
        : `${unsupported} of ${pluralize(claimCount, 'claim')} (figures, superlatives or credited studies and experts) have no checkable source nearby.`,
  };
  if (claimCount === 0) return signal;
  const example = firstUnsupported(research) ?? 'the first of them';
  const credits = isAttribution(firstQuotableClaim(research)?.text ?? '');
  const claim = focusOnClaim(research);
  return {
    ...signal,
    about: { problem: claim, fix: claim },
    praise: `Claims are well supported: each of the ${pluralize(claimCount, 'claim')} with figures, superlatives or credited sources has a checkable source nearby.`,
    problem: `${unsupported} of ${pluralize(claimCount, 'claim')} (figures, superlatives or credited studies and experts) are missing a checkable source, such as ${example}; they are claims to verify.`,
    fix: {
      title: sourceClaimsTitle(research, credits),
      // "A name or a year alone cannot be checked" answers a credit ("a 2023 study by..."),
      // not a figure the writer measured ("On the test system, man took five minutes", man-db).
      detail: `Link the study, page or data behind ${example}${credits ? '; a name or a year alone cannot be checked' : ''}. ${unsupported} of ${pluralize(claimCount, 'claim')} ${unsupported === 1 ? 'has' : 'have'} no source.`,
    },
  };
}

export function assessAuthorityTrust(
  research: Research,
  gate: QualityGate,
  overrides: Partial<AuthorityTrustConfig> = {},
): CriterionAssessment {
  const config = { ...AUTHORITY_TRUST_CONFIG, ...overrides };
  const signals = [
    scoreSources(research, config),
    scoreStatistics(research, config),
    scoreQuotations(research, config),
    scoreNamedSources(research, config),
    scoreDates(research, config),
    scoreExperience(research, config),
    scoreSupportedClaims(research, config),
  ];
  return assembleCriterion('Authority & Trust Signals', signals, gate, config.stuffingWeight);
}
