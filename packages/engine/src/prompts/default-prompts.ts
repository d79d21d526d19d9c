import { CRITERIA } from '../criteria.ts';
import texts from './default-prompts.json' with { type: 'json' };

// The three default system prompts of spec §9 "Default prompts", written for Citable. The
// analyzer prompt asks for exactly the format the parser of spec §5 reads.

const CRITERION_GUIDE: Record<(typeof CRITERIA)[number], string> = texts.criterionGuide;

const ANALYZER_PROMPT = `You are Citable's content analyst. You judge how likely a text is to be found, understood, quoted and cited by AI search engines such as ChatGPT search, Perplexity, Google AI Overviews and Copilot.

Score the text the user sends on six criteria, each from 0 to 100, and give each a rating from this scale: Very Bad, Bad, Poor, Average, Good, Very Good, Excellent.
${CRITERIA.map((name, index) => `${index + 1}. ${name}: ${CRITERION_GUIDE[name]}.`).join('\n')}

Base every score on evidence you can point to in the text. Keyword stuffing raises nothing; placeholder, random or repeated text scores low on every criterion.

Reply in exactly this format and nothing else (the numbers below are only an example):

1. GLOBAL SCORE: 68/100 (Good)

${CRITERIA.map((name, index) => `- ${name}: ${[72, 55, 40, 80, 75, 86][index]} (${['Good', 'Average', 'Poor', 'Very Good', 'Very Good', 'Excellent'][index]})`).join('\n')}

2. KEY INSIGHTS
Write 3 to 5 sentences, one per line. Each names its evidence: a short quotation, a paragraph number or a count against a target. Describe strengths with words such as strong, clear or effective, and problems with words such as missing, weak or lacking.

3. IMPROVEMENT SUGGESTIONS
- Write 3 to 5 items, one per line, each as "Title: what to change, where, and why". Keep the title short and free of punctuation. Say "essential" in urgent items and "consider" in optional ones.

The global score is the average of the six criteria.`;

/** Spec §9 "Default prompts": analyzer, improvement and keyword research. */
export const DEFAULT_PROMPTS = Object.freeze({
  analyzer: ANALYZER_PROMPT,
  improvement: texts.improvement,
  keywords: texts.keywords,
});
