import { NO_SCORES_MESSAGE } from '../../messages.ts';
import type { AnswerStyle } from './answer-style.ts';

/** Only four criteria scored; the model ran out of tokens or skipped two (Llama 3 8B). */
export const MISSING_CRITERIA: AnswerStyle = {
  id: 'missing-criteria',
  description: 'four of six criteria: the result lists the two missing ones',
  raw: `**Analysis Results**

* Semantic Clarity: 82/100 (Very Good)
* Structured Formatting: 71/100 (Good)
* Authority & Trust Signals: 48/100 (Average)
* Topical Depth & Coverage: 65/100 (Good)

**Key Insights**
The text is clear but lacking sources.`,
  expected: {
    factors: [
      ['Semantic Clarity', 82],
      ['Structured Formatting', 71],
      ['Authority & Trust Signals', 48],
      ['Topical Depth & Coverage', 65],
    ],
    overall: 67,
    missing: ['Retrievability & Extractability', 'Alignment with Conversational Queries'],
    insights: ['negative'],
    improvements: [],
  },
};

/** Prose only: the model reviewed the text but gave no score (a chatty Mistral 7B answer). */
export const NO_SCORES: AnswerStyle = {
  id: 'no-scores',
  description: 'advice without any score: an error the user sees, never "overall 0"',
  raw: `Your content is well written and easy to follow. To make it more likely to be cited by AI search engines, you should add sources for your statistics, use more question-style headings, and include a short FAQ at the end.

Overall, it's a solid piece with room to grow. I hope this helps!`,
  expected: { error: NO_SCORES_MESSAGE },
};

/** A JSON answer whose scores are all text ratings (a model ignoring "0 to 100"). */
export const JSON_WITHOUT_SCORES: AnswerStyle = {
  id: 'json-without-scores',
  description: 'JSON with ratings but no numbers: an error, not a made-up score',
  raw: `{"semantic_clarity": "Good", "structured_formatting": "Average", "summary": "The text reads well but lacks sources."}`,
  expected: { error: NO_SCORES_MESSAGE },
};
