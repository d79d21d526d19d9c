import type { AnswerStyle } from './answer-style.ts';
import { sixFactors } from './answer-style.ts';

/** Scores out of 10, some with decimals and spaces around the slash (Llama 3 8B Instruct). */
export const TEN_POINT_SCALE: AnswerStyle = {
  id: 'ten-point-scale',
  description: '"8/10", "8.5 / 10" and bare numbers in an answer that says it scores out of 10',
  raw: `**Content Analysis**

I'll rate each criterion on a scale of 1-10.

1. **Semantic Clarity**: 8/10 - The text is easy to follow.
2. **Structured Formatting**: 7.5 / 10 - Good use of headings.
3. **Authority & Trust Signals**: 4/10 - Few sources.
4. **Retrievability & Extractability**: 7 - Answers are stated up front.
5. **Topical Depth & Coverage**: 6.5/10
6. **Alignment with Conversational Queries**: 6 out of 10

**Overall: 6.5/10**

**Key Insights:**
* The introduction is clear and answers the question directly.
* Sources are lacking for most claims.

**Improvement Suggestions:**
* Add credible sources: link to studies for each statistic.
* Use question-based headings: they match how people ask AI assistants.`,
  expected: {
    factors: sixFactors([80, 75, 40, 70, 65, 60]),
    overall: 65,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Add credible sources'],
      ['medium', 'Use question-based headings'],
    ],
  },
};

/** Criteria renamed in the model's own words (Llama 3 and Mistral paraphrase freely). */
export const PARAPHRASED_NAMES: AnswerStyle = {
  id: 'paraphrased-names',
  description:
    '"Clarity", "Structure/Formatting", "E-E-A-T", "Retrievability", "Comprehensiveness"...',
  raw: `Overall Score: 69/100

- Semantic clarity & readability: 83 (Very Good)
- Structure/Formatting: 72 (Good)
- E-E-A-T (Authority and Trustworthiness): 50 (Average)
- Retrievability: 74 (Good)
- Comprehensiveness: 64 (Good)
- Conversational Tone: 70 (Good)

Key Insights:
The content is clear and logically organized. Expertise signals are weak.

Improvement Suggestions:
- Add author credentials: readers and AI engines both weigh them.`,
  expected: {
    factors: sixFactors([83, 72, 50, 74, 64, 70]),
    overall: 69,
    insights: ['positive', 'negative'],
    improvements: [['medium', 'Add author credentials']],
  },
};

/** "Recommendations:" in place of the suggestions heading, and a closing summary (GPT-4o). */
export const RECOMMENDATIONS_SECTION: AnswerStyle = {
  id: 'recommendations-section',
  description: 'a "Recommendations:" section, a closing "Overall, ..." paragraph and sign-off',
  raw: `### Scores
- Semantic Clarity: 77 (Very Good)
- Structured Formatting: 69 (Good)
- Authority & Trust Signals: 44 (Poor)
- Retrievability & Extractability: 72 (Good)
- Topical Depth & Coverage: 63 (Good)
- Alignment with Conversational Queries: 58 (Average)

### Key Insights
- The step-by-step list is effective for extraction.
- Claims about health benefits lack any citation, which is a weak point.

### Recommendations:
1. Cite the health claims: link a peer-reviewed source for each one.
2. Add a comparison table: cold brew versus iced coffee on time, taste and acidity.
3. Rephrase two headings as questions people ask.

Overall, the content is well on its way to being a strong reference page for AI search engines.

I hope this helps! Let me know if you'd like me to rewrite any section.`,
  expected: {
    factors: sixFactors([77, 69, 44, 72, 63, 58]),
    overall: 64,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Cite the health claims'],
      ['medium', 'Add a comparison table'],
      ['medium', 'Rephrase two headings as questions people ask'],
    ],
  },
};

/** Sign-offs inside the suggestions, with no blank line before them (Claude 3.5 Sonnet). */
export const SIGN_OFFS: AnswerStyle = {
  id: 'sign-offs',
  description:
    '"I hope this helps!", "Let me know if..." and "Feel free to..." never read as advice',
  raw: `GLOBAL SCORE: 72/100 (Good)

Semantic Clarity: 80 (Very Good)
Structured Formatting: 74 (Good)
Authority & Trust Signals: 60 (Good)
Retrievability & Extractability: 75 (Good)
Topical Depth & Coverage: 70 (Good)
Alignment with Conversational Queries: 71 (Good)

KEY INSIGHTS
The text is clear and well structured.

IMPROVEMENT SUGGESTIONS
- Add a summary box: a three-line summary at the top helps AI engines quote you.
- Link your sources: the two statistics need a citation.
I hope this helps improve your content's visibility in AI search!
Let me know if you have any questions about these suggestions.
Feel free to share a revised version for another review.`,
  expected: {
    factors: sixFactors([80, 74, 60, 75, 70, 71]),
    overall: 72,
    insights: ['positive'],
    improvements: [
      ['medium', 'Add a summary box'],
      ['medium', 'Link your sources'],
    ],
  },
};

/** Stated priorities in four spellings (GPT-4o and Mistral label each suggestion). */
export const STATED_PRIORITIES: AnswerStyle = {
  id: 'stated-priorities',
  description: '"Priority: high", "(High priority)", "[HIGH]" and "Low:" read as the severity',
  raw: `1. GLOBAL SCORE: 60/100 (Average)

- Semantic Clarity: 70 (Good)
- Structured Formatting: 62 (Good)
- Authority & Trust Signals: 38 (Poor)
- Retrievability & Extractability: 66 (Good)
- Topical Depth & Coverage: 64 (Good)
- Alignment with Conversational Queries: 60 (Good)

2. KEY INSIGHTS
The explanations are effective. Sources are missing throughout.

3. IMPROVEMENT SUGGESTIONS
- Add sources for every statistic. Priority: high
- **Add an FAQ section** (High priority): answer the questions readers ask most.
- [HIGH] Add author details: a byline with the writer's experience.
- Low: Tidy the intro: it could be one sentence shorter.
- **Use a table for ratios**
  Priority: Medium
  Ratios are easier to extract from a table.`,
  expected: {
    factors: sixFactors([70, 62, 38, 66, 64, 60]),
    overall: 60,
    insights: ['positive', 'negative'],
    improvements: [
      ['high', 'Add sources for every statistic'],
      ['high', 'Add an FAQ section'],
      ['high', 'Add author details'],
      ['low', 'Tidy the intro'],
      ['medium', 'Use a table for ratios'],
    ],
  },
};

/** Suggestions grouped under priority headings, then "Next steps" (GPT-4o long answers). */
export const PRIORITY_GROUPS: AnswerStyle = {
  id: 'priority-groups',
  description: '"### High Priority" / "### Medium Priority" groups and a "Next steps:" section',
  raw: `## Scores
| Criterion | Score |
|---|---|
| Semantic Clarity | 75 |
| Structured Formatting | 70 |
| Authority & Trust Signals | 45 |
| Retrievability & Extractability | 68 |
| Topical Depth & Coverage | 62 |
| Alignment with Conversational Queries | 54 |

## Strengths
- Concise introduction that defines the topic.

## Weaknesses
- No primary sources for the health claims.

## Action Items
### High Priority
- Cite the health claims: link a peer-reviewed study for each.
### Medium Priority
- Add two question headings: match how people phrase their searches.

**Next steps:**
- Re-run the analysis after adding sources.`,
  expected: {
    factors: sixFactors([75, 70, 45, 68, 62, 54]),
    overall: 62,
    insights: ['positive', 'negative'],
    improvements: [
      ['high', 'Cite the health claims'],
      ['medium', 'Add two question headings'],
      ['medium', 'Re-run the analysis after adding sources'],
    ],
  },
};
