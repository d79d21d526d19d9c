import type { Focus } from '../../evidence/types.ts';
import { baseOfGerund } from '../../passages/base-of-gerund.ts';
import { isConventionalSection } from '../../research/is-conventional-section.ts';
import { isDirectAnswer, isQuestionHeading } from '../../research/measure-conversation.ts';
import type { Research } from '../../research/types.ts';
import { FAQ_HEADING, SUMMARY_HEADING } from '../../research/word-lists.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import { describeLength } from '../describe-length.ts';
import type { QualityGate } from '../quality-gates.ts';
import { quoteName } from '../quote.ts';
import { scoreOpening } from '../retrievability/score-opening.ts';
import {
  type CriterionAssessment,
  formatNumber,
  measureOnly,
  pluralize,
  ramp,
  type Signal,
} from '../signal.ts';
import { CONVERSATIONAL_ALIGNMENT_CONFIG, type ConversationalAlignmentConfig } from './config.ts';

/**
 * Question headings and FAQ questions ("Q:", "1.1. How...?") count only when the text below
 * answers them: an unanswered question gains nothing (issue 10, point 3).
 */
/** Where a quoted heading or question stands; nothing when the words do not quote it. */
function focusOn(quoted: string | null, named: { text: string } | undefined): Focus | undefined {
  return quoted && named ? { sentence: named.text } : undefined;
}

/**
 * A heading that opens on a gerund and says what is done ("Checking whether a debug target is
 * enabled"): a task a reader asks how to do, unlike a reference name ("Formatters").
 */
function namesTask(heading: string): boolean {
  const [first, ...rest] = heading.trim().split(/\s+/);
  return rest.length > 0 && first !== undefined && baseOfGerund(first) !== null;
}

/**
 * The section names the text keeps, as examples: its own conventional ones first, then its own
 * others. chromium's README.Debian, headed "Command-line Flags", "Omnibox Search"..., was told
 * to keep "‘Installation’ and ‘Usage’", names it does not have.
 */
function keptNames(headings: readonly { text: string }[]): string | null {
  // Names quoted whole come first: "‘Former and/or inactive maintainers of these…’" is no
  // name a reader looks for (gcc's README.Debian).
  const quoted = [
    ...headings.filter((heading) => isConventionalSection(heading.text)),
    ...headings.filter((heading) => !isConventionalSection(heading.text)),
  ]
    .map((heading) => quoteName(heading.text))
    .filter((name): name is string => name !== null);
  const own = [
    ...quoted.filter((name) => !name.includes('…')),
    ...quoted.filter((name) => name.includes('…')),
  ].slice(0, 2);
  return own.length === 2
    ? `${own[0]} and ${own[1]}`
    : own.length === 1
      ? (own[0] as string)
      : null;
}

/**
 * A how-to's step headings that give an instruction ("(1) Server: Generate and publish the DNS
 * RR", OpenSSH's README.dns): what a how-to should be headed by. The map asks each as the reader
 * would ("How do I generate and publish the DNS RR?"); those whose passage is found answer it.
 */
function answeredSteps(research: Research): Set<string> {
  if (research.substance.kind !== 'how-to') return new Set();
  const steps = research.passages.tests.filter(
    (test) =>
      test.passage.heading !== null &&
      !test.passage.isQuestionLed &&
      test.questions.some(
        (question) =>
          question.question.source === 'heading' &&
          /^How do I /.test(question.question.text) &&
          question.isFound,
      ),
  );
  return new Set(steps.map((test) => test.passage.heading as string));
}

function scoreQuestionHeadings(research: Research, config: ConversationalAlignmentConfig): Signal {
  const { questions, passageQuestions, isQuestionLed } = research.substance.questions;
  const steps = answeredSteps(research);
  const answeredQuestions = questions.filter((question) => question.isAnswered);
  const headings = research.structure.headingCount;
  // "Installation", "Usage", "License": readers look for these names as they are, so they
  // are neither counted toward the questions expected nor offered as headings to rephrase.
  const conventional = research.document.headings.filter((heading) =>
    isConventionalSection(heading.text),
  ).length;
  const isOneSection = research.wordCount < config.oneSectionWords;
  // A README of several sections names them for lookup, as a manual does ("Wildcards",
  // "Formatters", "Windows command prompt notes" in debug's): it is asked for the few sections
  // a reader asks about, not for 40% of its headings (debug's was asked for 8).
  const isSectionedReadme = research.substance.kind === 'readme' && !isOneSection;
  const expected = isSectionedReadme
    ? config.minQuestionHeadings
    : Math.max(
        isOneSection ? 1 : config.minQuestionHeadings,
        Math.ceil((headings - conventional + passageQuestions) * config.questionHeadingShare),
      );
  const unanswered = questions.find((question) => !question.isAnswered);
  // A heading the text already counts as a question ("How it works") is not offered for
  // rephrasing as one: the insight beside it would say it is a question left unanswered.
  // Nor is a heading that names a part of the page rather than a topic: man-db's FAQ was told
  // to rephrase "Frequently Asked Questions" as a question, React Router's guide "Overview".
  const plain = research.document.headings.find(
    (heading) =>
      !isQuestionHeading(heading) &&
      heading.level > 1 &&
      !isConventionalSection(heading.text) &&
      !FAQ_HEADING.test(heading.text) &&
      !SUMMARY_HEADING.test(heading.text) &&
      !steps.has(heading.text) &&
      (!isSectionedReadme || namesTask(heading.text)),
  );
  const example = plain ? quoteName(plain.text) : null;
  // Sections named only by convention (the title aside: a README's is the project's name).
  const [title, ...rest] = research.document.headings;
  const sectionHeadings = title?.level === 1 ? rest : research.document.headings;
  // A sectioned README with no task heading to rephrase keeps its names and adds questions.
  const onlyConventional =
    (sectionHeadings.length > 0 &&
      sectionHeadings.every((heading) => isConventionalSection(heading.text))) ||
    (isSectionedReadme && !plain);
  const answered = [...answeredQuestions, ...steps];
  const stepsCounted =
    steps.size === 0
      ? ''
      : `${questions.length === 0 ? '' : ', and '}${pluralize(steps.size, 'step heading')} ${steps.size === 1 ? 'gives an instruction' : 'give instructions'} a reader asks how to follow, answered below`;
  const counted =
    questions.length === 0
      ? steps.size === 0
        ? `no heading or passage of the text is a question`
        : stepsCounted
      : `${answeredQuestions.length} of ${pluralize(questions.length, 'question')} the text asks ${questions.length === 1 ? 'is' : 'are'} answered below ${questions.length === 1 ? 'it' : 'them'}${stepsCounted}`;
  const unansweredName = unanswered ? quoteName(unanswered.text) : null;
  const kept = keptNames(sectionHeadings);
  const answersFirst =
    unanswered && (isQuestionLed || answered.length >= expected || questions.length >= expected);
  return {
    id: 'question-headings',
    weight: config.weights.questionHeadings,
    about: {
      problem:
        answeredQuestions.length < questions.length
          ? focusOn(unansweredName, unanswered)
          : undefined,
      fix: answersFirst ? focusOn(unansweredName, unanswered) : focusOn(example, plain),
    },
    score: Math.min(1, answered.length / expected),
    evidence: `${counted[0]?.toUpperCase()}${counted.slice(1)}; the target is ${expected}.`,
    praise: `Questions are answered well: ${counted}.`,
    problem:
      questions.length === 0 && steps.size === 0
        ? `Question-shaped headings are missing: ${counted} (${describeLength(research)}).`
        : answeredQuestions.length < questions.length
          ? `Answers are missing under the questions: ${counted}${unansweredName ? `; nothing below ${unansweredName} picks up its words` : ''}.`
          : `Question-shaped headings are insufficient: ${counted}, against a target of ${expected}.`,
    // A text already led by questions (Q:/A:, numbered FAQs) is never told to rephrase its
    // headings; it is told to answer what it asks.
    fix: answersFirst
      ? {
          title: 'Answer each question below it',
          detail: `Under ${unansweredName ?? 'each question'} answer the question in the first sentence, using its own words; ${counted}.`,
        }
      : isQuestionLed
        ? undefined
        : onlyConventional
          ? {
              // Only conventional names ("Installation", "Usage"): they stay, questions join them.
              title: 'Add sections that answer questions',
              // git's README, one title over 445 words, has no section name to keep: it was
              // told to keep "‘Installation’ and ‘Usage’".
              detail: `${kept ? `Keep the section names readers look for, such as ${kept}, and add` : 'Add'} sections headed by the questions the text answers, such as what it is for and how it compares; ${counted} (target: ${expected}).`,
            }
          : {
              title: 'Phrase headings as questions',
              detail:
                headings === 0 && expected === 1
                  ? 'Head the text with the question it answers, in the words a reader would ask it (target: 1).'
                  : headings === 0
                    ? `Add headings phrased as the questions the text answers, such as what it is and how it works (target: ${expected}).`
                    : `Rewrite headings${example ? ` such as ${example}` : ''} as the question the section answers; ${counted} (target: ${expected}).`,
            },
    maintain: {
      title: 'Keep answering real questions',
      detail: `When you add a section, title it with the question it answers, as now: ${counted}.`,
    },
  };
}

function scoreDirectAnswers(research: Research, config: ConversationalAlignmentConfig): Signal {
  const { questions } = research.substance.questions;
  const direct = questions.filter(
    (question) => question.isAnswered && isDirectAnswer(question.text, question.answer),
  );
  const missing = questions.find((question) => !direct.includes(question));
  const example = missing ? quoteName(missing.text) : null;
  const counted = `${direct.length} of ${pluralize(questions.length, 'question')} ${direct.length === 1 ? 'is' : 'are'} followed by a direct answer`;
  return {
    id: 'direct-answers',
    weight: config.weights.directAnswers,
    about: { problem: focusOn(example, missing), fix: focusOn(example, missing) },
    score: questions.length === 0 ? 0 : direct.length / questions.length,
    evidence: `${counted} (an answer of 40 words or fewer in the first sentence).`,
    praise: `Answers come first: ${counted}, which makes them clear to quote.`,
    problem:
      questions.length === 0
        ? 'Direct answers to questions are missing: the text asks no question it then answers.'
        : `Direct answers are missing under questions${example ? ` such as ${example}` : ''}: ${counted}.`,
    // Without questions the advice to add them comes first; answers follow from it.
    fix:
      questions.length === 0
        ? undefined
        : {
            title: 'Answer each question in the first sentence',
            detail: `Under ${example ?? 'each question'} the first sentence does not answer the question; open with a direct answer of 40 words or fewer.`,
          },
  };
}

function scoreFaq(research: Research, config: ConversationalAlignmentConfig): Signal {
  const signal = measureFaq(research, config);
  // Three to five follow-up questions are half of a text of one section: OpenSSH's README.dns,
  // a 258-word how-to, was told to add them. Its lack of an FAQ is measured, not advised.
  return research.wordCount < config.oneSectionWords && signal.score < 1
    ? measureOnly(signal)
    : signal;
}

function measureFaq(research: Research, config: ConversationalAlignmentConfig): Signal {
  const { bodyQuestions } = research.conversation;
  // A text led by questions (Q:/A:, numbered FAQs) is an FAQ, whatever its headings say.
  const hasFaq = research.conversation.hasFaq || research.substance.questions.isQuestionLed;
  const score = hasFaq
    ? config.faq.section
    : bodyQuestions >= config.faq.bodyQuestions
      ? config.faq.bodyScore
      : 0;
  return {
    id: 'faq',
    weight: config.weights.faq,
    score,
    evidence: hasFaq
      ? 'An FAQ section is present.'
      : `No FAQ section; ${pluralize(bodyQuestions, 'question')} in the body.`,
    praise: hasFaq ? 'An FAQ section covers follow-up questions well.' : undefined,
    fix: {
      title: 'Add an FAQ section',
      detail:
        'Add three to five follow-up questions with short answers under a ‘Frequently asked questions’ heading.',
    },
  };
}

/**
 * An instruction speaks to the reader as "you" does: libio-socket-ssl-perl's debugging notes,
 * a list of steps ("check that...", "run the tests", "use the OpenSSL client"), were told to
 * "write to the reader as ‘you’".
 */
function scoreAddress(research: Research, config: ConversationalAlignmentConfig): Signal {
  const you = research.vocabulary.secondPersonPer100;
  const instructions = research.vocabulary.instructionsPer100 ?? 0;
  const per100 = you + instructions;
  const shown = formatNumber(Math.round(you * 10) / 10);
  const steps =
    instructions > 0
      ? `, and ${formatNumber(Math.round(instructions * 10) / 10)} sentences per 100 words are instructions to the reader`
      : '';
  return {
    id: 'address',
    weight: config.weights.address,
    score: ramp(per100, config.youPer100.from, config.youPer100.to),
    evidence: `‘You’ appears ${shown} times per 100 words${steps}.`,
    praise: `The text speaks to the reader directly, a good conversational tone (‘you’ ${shown} times per 100 words${steps}).`,
    fix: {
      title: 'Address the reader',
      detail: `Write to the reader as ‘you’, the way people phrase questions to an assistant; ‘you’ appears ${shown} times per 100 words${steps}.`,
    },
  };
}

function scorePlainLanguage(research: Research, config: ConversationalAlignmentConfig): Signal {
  const ease = Math.round(research.readability.fleschReadingEase);
  return {
    id: 'plain-language',
    weight: config.weights.plainLanguage,
    score: ramp(ease, config.readingEase.from, config.readingEase.to),
    evidence: `Flesch reading ease is ${ease}; spoken questions are answered best at ${config.readingEase.to} or more.`,
  };
}

export function assessConversationalAlignment(
  research: Research,
  gate: QualityGate,
  overrides: Partial<ConversationalAlignmentConfig> = {},
): CriterionAssessment {
  const config = { ...CONVERSATIONAL_ALIGNMENT_CONFIG, ...overrides };
  const opening = scoreOpening(research, config.opening, config.weights.answerFirst);
  const signals = [
    scoreQuestionHeadings(research, config),
    scoreDirectAnswers(research, config),
    scoreFaq(research, config),
    // Its fix is left to the passages' own answer-first edits; a direct opening is praised as
    // what it is, never warned with words of praise.
    {
      id: opening.id,
      weight: opening.weight,
      score: opening.score,
      evidence: opening.evidence,
      praise: opening.praise,
      metFrom: opening.metFrom,
    },
    scoreAddress(research, config),
    scorePlainLanguage(research, config),
  ];
  return assembleCriterion(
    'Alignment with Conversational Queries',
    signals,
    gate,
    config.stuffingWeight,
  );
}
