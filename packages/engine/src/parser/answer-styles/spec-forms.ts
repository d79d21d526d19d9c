import type { AnswerStyle } from './answer-style.ts';
import { sixFactors } from './answer-style.ts';

/** The format the default prompt asks for, followed to the letter (GPT-4o, temperature 0). */
export const SPEC_DEFAULT_FORMAT: AnswerStyle = {
  id: 'spec-default-format',
  description: 'the prompt format of spec §3/§5, as GPT-4o writes it when it follows the prompt',
  raw: `1. GLOBAL SCORE: 66/100 (Good)

- Semantic Clarity: 78 (Very Good)
- Structured Formatting: 70 (Good)
- Authority & Trust Signals: 42 (Poor)
- Retrievability & Extractability: 68 (Good)
- Topical Depth & Coverage: 61 (Good)
- Alignment with Conversational Queries: 55 (Average)

2. KEY INSIGHTS
The opening sentence gives a clear, direct definition of cold brew coffee.
Headings are effective, but only two of the five are phrased as questions.
No source is linked for the claim that cold brew is "67% less acidic", which leaves it weak.
Paragraph 3 runs to 180 words against a target of 150.

3. IMPROVEMENT SUGGESTIONS
- Cite the acidity study: it is essential to link the 2018 Scientific Reports paper behind the "67%" figure.
- Split paragraph 3: break its 180 words into two paragraphs of one idea each.
- Rephrase headings as questions: "Brewing ratios" could become "What ratio should I use for cold brew?".
- Add an FAQ: consider answering "How long does cold brew keep?" in two sentences.`,
  expected: {
    factors: sixFactors([78, 70, 42, 68, 61, 55]),
    overall: 62,
    insights: ['positive', 'positive', 'negative', 'warning'],
    improvements: [
      ['high', 'Cite the acidity study'],
      ['medium', 'Split paragraph 3'],
      ['low', 'Rephrase headings as questions'],
      ['low', 'Add an FAQ'],
    ],
  },
};

/** Every score line form spec §5 names, mixed in one answer (Mistral's loose formatting). */
export const SPEC_LINE_FORMS: AnswerStyle = {
  id: 'spec-line-forms',
  description: 'the spec §5 forms "85 (Rating)", "85 - Rating", "85 Rating", bullets, "Name 85"',
  raw: `**GLOBAL SCORE: 58/100 (Average)**

* Semantic Clarity: 72 (Good)
* Structured Formatting: 64 - Good
• Authority & Trust Signals: 35 Poor
Retrievability & Extractability 60
3. Topical Depth & Coverage: 58 - Average
- Alignment with Conversational Queries: 61%

**2. KEY INSIGHTS**
The text is clear and sentences are short. Authority is weak: there are no citations at all.

**3. IMPROVEMENT SUGGESTIONS**
1. Add sources: link the coffee association guidance you paraphrase in section 2.
2. Use a comparison table: a cold brew versus iced coffee table would be effective.`,
  expected: {
    factors: sixFactors([72, 64, 35, 60, 58, 61]),
    overall: 58,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Add sources'],
      ['medium', 'Use a comparison table'],
    ],
  },
};

/** A markdown table of the six criteria, as spec §5 reads tables (GPT-4o's favourite summary). */
export const SPEC_TABLE: AnswerStyle = {
  id: 'spec-table',
  description: 'a plain | Criterion | Score | Rating | table',
  raw: `## Scores

| Criterion | Score | Rating |
|---|---|---|
| Semantic Clarity | 82 | Very Good |
| Structured Formatting | 75 | Good |
| Authority & Trust Signals | 50 | Average |
| Retrievability & Extractability | 71 | Good |
| Topical Depth & Coverage | 66 | Good |
| Alignment with Conversational Queries | 58 | Average |

**Global Score: 67/100 (Good)**

## Key Insights
- Clear, well-paced sentences throughout.
- The two statistics are missing their sources.

## Improvement Suggestions
- Link each statistic: name and link the survey behind "41% of drinkers".
- Add question headings: must cover "Is cold brew stronger than coffee?".`,
  expected: {
    factors: sixFactors([82, 75, 50, 71, 66, 58]),
    overall: 67,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Link each statistic'],
      ['high', 'Add question headings'],
    ],
  },
};
