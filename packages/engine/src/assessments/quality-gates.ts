import type { Focus } from '../evidence/types.ts';
import { QUOTABLE_WORDS } from '../passages/find-quotable-answer.ts';
import type { Research } from '../research/types.ts';
import { ONE_POINT_TEXTS } from './applicability.ts';
import { describeLength } from './describe-length.ts';
import { quoteSentence } from './quote.ts';
import { type Fix, formatNumber, pluralize, ramp } from './signal.ts';

// Text that is not real prose (placeholder Latin, random words, copies of one sentence) or is
// too short to judge scores low on every criterion, however tidy its layout (issue 3, DESIGN §4).

export const QUALITY_CONFIG = {
  /** Share of function words in natural English prose is 40-55%; word salad has under 15%. */
  functionWordShare: { from: 0.12, to: 0.3, floor: 0.1, changelogFloor: 0.75 },
  loremShare: 0.2,
  loremFactor: 0.1,
  uniqueSentenceShare: { from: 0.5, to: 0.9, floor: 0.1 },
  /**
   * Below the spec's recommended 50 words (§9) scores shrink toward 30%. A text of one point
   * (ONE_POINT_LENGTH_KINDS) is short by nature: it is too short only when it cannot hold one
   * quotable sentence (QUOTABLE_WORDS.min).
   */
  shortText: { words: 50, onePointWords: QUOTABLE_WORDS.min, floor: 0.3 },
  /**
   * Share of all words taken by one term; focused natural text stays under 8%. A short text
   * about one thing names it more often for its length (zlib's 39-word FAQ answer on
   * encryption says "encryption" four times), so below `fullFrom` words both bounds rise with
   * the square root of the shortfall, as a share's sampling noise does.
   */
  stuffingShare: { from: 0.08, to: 0.2, fullFrom: 300 },
  /**
   * Lexical cohesion of neighbouring sentences against the text's own baseline
   * (research/measure-coherence.ts): on the validity corpus written text measured 1.2 to 8,
   * the same texts shuffled 0.5 to 1.8, the spread shrinking with length. So it is judged only
   * from 40 sentences and in full from 70; shorter texts are too noisy to tell.
   */
  coherence: { from: 1.0, to: 1.2, floor: 0.55, sentences: { from: 40, to: 70 } },
} as const;

export interface QualityIssue {
  id: 'placeholder' | 'word-salad' | 'repetition' | 'short' | 'stuffing' | 'incoherent';
  problem: string;
  fix: Fix;
  /** The place the problem names, when it names one (the repeated sentence). */
  focus?: Focus;
}

export interface QualityGate {
  /** Multiplies every criterion. */
  factor: number;
  /** 0 to 1: how strongly the text reads as keyword stuffing. */
  stuffing: number;
  issues: QualityIssue[];
  /**
   * Said once among the insights when the text is not in English: the analysis is tuned for
   * English, so language-dependent signals stay neutral (SCORING.md, Other languages).
   */
  languageNote?: string;
  /**
   * Said once among the insights for a licence, whose wording is its terms: it is scored as it
   * stands and asked to change nothing, and its one suggestion is to explain it elsewhere.
   */
  kindNote?: { note: string; advice: Fix };
}

const LICENCE_NOTE = {
  note: 'The text reads as a licence: its wording is its terms, so it is scored as it stands and given no advice to reword or restructure it.',
  advice: {
    title: 'Explain the licence beside it',
    detail:
      'Publish the licence unchanged; to be quoted on what it allows, answer those questions on a page of their own, such as an FAQ or a section of the README',
  },
};

/**
 * Texts as long as their one point: a pointer note, a NEWS entry, a project's short policy, and
 * a short answer or note about software. javascript-common's README.Debian says in 43 words
 * where its scripts are served and how to load them, and was told to "Write at least 50 words":
 * seven more words would add nothing its reader needs. A short text on a general topic (three
 * sentences on sourdough) is still a thin page, held to the spec's 50 words.
 */
function isOnePointText(research: Research): boolean {
  const { kind, isTechnical } = research.substance;
  if (kind === 'brief') return isTechnical;
  return ONE_POINT_TEXTS.includes(kind) || kind === 'changelog';
}

function tooShort(research: Research, minimum: number): QualityIssue {
  return {
    id: 'short',
    problem: `The text is too short to judge well: ${describeLength(research)} against a recommended minimum of ${minimum}, so context is missing.`,
    fix: {
      title: `Write at least ${minimum} words`,
      detail: `The text has ${describeLength(research)}; AI answers draw on passages of ${minimum} words or more.`,
    },
  };
}

/** A note too short for one sentence an AI answer could quote is asked for that sentence. */
function tooShortForOnePoint(research: Research, minimum: number): QualityIssue {
  return {
    id: 'short',
    problem: `The text is too short to be quoted: ${describeLength(research)}, where a sentence an AI answer quotes has ${minimum} words or more, so its point is missing.`,
    fix: {
      title: 'State the point in one full sentence',
      detail: `The text has ${describeLength(research)}; say in one sentence of ${minimum} words or more what it is about and what the reader should know or do.`,
    },
  };
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 1 for connected prose, down to the floor for text whose sentences could be in any order. */
function scoreCoherence(research: Research, config: typeof QUALITY_CONFIG): number {
  const { ratio, sentences } = research.substance.coherence;
  // A changelog's entries are independent by design; their order carries no argument.
  if (research.substance.kind === 'changelog') return 1;
  const rule = config.coherence;
  const confidence = ramp(sentences, rule.sentences.from, rule.sentences.to);
  const penalty = (1 - rule.floor) * (1 - ramp(ratio, rule.from, rule.to));
  return 1 - confidence * penalty;
}

/** A reference page whose first lines (its title and NAME line) name the term. */
function namesItsSubject(research: Research, term: string): boolean {
  if (research.substance.kind !== 'reference') return false;
  const opening = research.document.sentences
    .slice(0, 3)
    .map((sentence) => sentence.text.toLowerCase())
    .join(' ');
  return new RegExp(`\\b${term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(
    opening,
  );
}

export function assessQuality(research: Research, config = QUALITY_CONFIG): QualityGate {
  const { vocabulary, wordCount } = research;
  const issues: QualityIssue[] = [];
  let factor = 1;
  if (wordCount === 0) return { factor: 0, stuffing: 0, issues };
  if (vocabulary.loremShare >= config.loremShare) {
    factor *= config.loremFactor;
    issues.push({
      id: 'placeholder',
      problem: `The text is placeholder Latin: ${percent(vocabulary.loremShare)} of its words are lorem ipsum, so the real content is missing.`,
      fix: {
        title: 'Replace the placeholder text',
        detail: 'Write the real content; lorem ipsum gives AI search nothing to find or cite.',
      },
    });
  } else if (vocabulary.tokenCount >= 10 && vocabulary.language.isEnglish) {
    // Only English function words are counted, so a sound text in another language is never
    // called word salad. Nor is a changelog, whose entries are the names of what changed by
    // custom ("drop v18 (#782)"): dayjs's and piscina's were told to write full sentences and
    // scored 6 and 10. Its terseness is still measured, down to a floor of its own.
    const share = config.functionWordShare;
    const isChangelog = research.substance.kind === 'changelog';
    const floor = isChangelog ? share.changelogFloor : share.floor;
    // A changelog is judged on all its tokens: its hashes and versions are its entries' content,
    // and its floor was set on that share.
    const measured = isChangelog
      ? (vocabulary.functionWordShareOfAllTokens ?? vocabulary.functionWordShare)
      : vocabulary.functionWordShare;
    const natural = floor + (1 - floor) * ramp(measured, share.from, share.to);
    factor *= natural;
    if (natural < 0.6 && !isChangelog) {
      issues.push({
        id: 'word-salad',
        problem: `The text reads as a list of words rather than sentences: only ${percent(vocabulary.functionWordShare)} of its words are linking words such as the, of and is, against 35% or more in natural prose, so its meaning is missing.`,
        fix: {
          title: 'Write full sentences',
          detail:
            'Turn the word lists into sentences that say who does what; AI search quotes sentences, not keyword lists.',
        },
      });
    }
  }
  const unique = config.uniqueSentenceShare;
  const uniqueness =
    unique.floor +
    (1 - unique.floor) * ramp(vocabulary.uniqueSentenceShare, unique.from, unique.to);
  factor *= uniqueness;
  const repeated = vocabulary.repeatedSentences[0];
  if (repeated && uniqueness < 0.9) {
    const quoted = quoteSentence(repeated.text);
    issues.push({
      id: 'repetition',
      focus: { sentence: repeated.text },
      problem: `The text repeats itself: ${quoted ? `the sentence ${quoted}` : 'one sentence'} appears ${repeated.count} times, so new information is lacking.`,
      fix: {
        title: 'Remove repeated sentences',
        detail: `Keep one copy of each sentence; ${pluralize(vocabulary.repeatedSentences.length, 'sentence appears', 'sentences appear')} more than once.`,
      },
    });
  }
  const isOnePoint = isOnePointText(research);
  const minimum = isOnePoint ? config.shortText.onePointWords : config.shortText.words;
  if (wordCount < minimum) {
    factor *= config.shortText.floor + (1 - config.shortText.floor) * (wordCount / minimum);
    issues.push(isOnePoint ? tooShortForOnePoint(research, minimum) : tooShort(research, minimum));
  }
  const coherence = scoreCoherence(research, config);
  factor *= coherence;
  if (coherence < 0.85) {
    const { ratio, sentences } = research.substance.coherence;
    issues.push({
      id: 'incoherent',
      problem: `The sentences do not follow from one another: neighbouring sentences share words ${formatNumber(Math.round(ratio * 100) / 100)} times as often as distant ones across ${pluralize(sentences, 'sentence')}, where connected prose shares them ${config.coherence.to} times or more, so the thread is missing.`,
      fix: {
        title: 'Put the sentences in a logical order',
        detail:
          'Group the sentences on each point together and let each one pick up the subject of the one before, so a passage reads as one answer.',
      },
    });
  }
  const top = vocabulary.topTerm;
  const { from: stuffingFrom, to: stuffingTo, fullFrom } = config.stuffingShare;
  const shortness = Math.sqrt(Math.max(1, fullFrom / Math.max(1, research.wordCount)));
  // A manual page names the subject its NAME line gives wherever it states what the command
  // does to it: chsh(1) ("chsh - change login shell") was told to use 'login shell' less often
  // at 8.6%. Its subject is allowed twice the share of natural text before it reads as stuffing.
  const subjectAllowance = top && namesItsSubject(research, top.term) ? 2 : 1;
  const natural = stuffingFrom * shortness * subjectAllowance;
  const stuffing = top ? ramp(top.share, natural, stuffingTo * shortness * subjectAllowance) : 0;
  // Copies of one sentence also inflate its words; the repetition issue already explains that.
  const isRepetition = issues.some((issue) => issue.id === 'repetition');
  if (top && stuffing > 0 && !isRepetition) {
    issues.push({
      id: 'stuffing',
      problem: `The term ‘${top.term}’ appears ${top.count} times and takes ${formatNumber(top.share * 100)}% of all words, which reads as keyword stuffing and makes the sentences weak.`,
      fix: {
        title: `Use ‘${top.term}’ less often`,
        detail: `It takes ${formatNumber(top.share * 100)}% of the words (natural text of this length stays under ${percent(natural)}); use synonyms and pronouns, since repeating a keyword does not raise AI visibility.`,
      },
    });
  }
  const languageNote = vocabulary.language.isEnglish
    ? undefined
    : `The text appears to be in ${vocabulary.language.name ?? 'another language'} rather than English; this analysis is tuned for English, so it scores structure, paragraphs, links, numbers, quotations and headings, and leaves wording, readability and vocabulary neutral.`;
  return {
    factor,
    stuffing,
    issues,
    ...(languageNote ? { languageNote } : {}),
    ...(research.substance.kind === 'licence' ? { kindNote: LICENCE_NOTE } : {}),
  };
}
