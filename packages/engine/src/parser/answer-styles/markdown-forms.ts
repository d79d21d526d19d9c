import type { AnswerStyle } from './answer-style.ts';
import { sixFactors } from './answer-style.ts';

/** A heading per criterion and the score on the line below (GPT-4o in markdown mode). */
export const HEADING_THEN_SCORE: AnswerStyle = {
  id: 'heading-then-score',
  description: '"### Semantic Clarity" followed by "**Score: 80/100**"',
  raw: `# AI Search Readiness Analysis

## Overall Score: 71/100 (Good)

### 1. Semantic Clarity
**Score: 80/100** (Very Good)
The writing is direct and most sentences stay under 20 words. A few terms ("bloom", "TDS") are used without a definition.

### 2. Structured Formatting
**Score: 74/100** (Good)
Clear H2 sections and one numbered list; the ratio guidance would read better as a table.

### 3. Authority & Trust Signals
**Score:** 52/100 (Average)
One named expert is quoted, but none of the three statistics has a source.

### 4. Retrievability & Extractability
**Score: 77/100** (Good)
The first paragraph answers the main question on its own.

### 5. Topical Depth & Coverage
- Score: 70/100 (Good)

### 6. Alignment with Conversational Queries
**Score: 73/100** (Good)

---

## Key Insights
1. The answer-first opening is strong and easy to quote.
2. Statistics without sources are a weak point for trust.
3. Storage and shelf life are not covered.

## Improvement Suggestions
1. **Add sources for statistics**: link the survey and the lab test you quote.
2. **Define jargon**: add a one-line definition of "bloom" and "TDS".
3. **Convert ratios to a table**: a small table is easier for AI engines to extract.`,
  expected: {
    factors: sixFactors([80, 74, 52, 77, 70, 73]),
    overall: 71,
    insights: ['positive', 'negative', 'warning'],
    improvements: [
      ['medium', 'Add sources for statistics'],
      ['medium', 'Define jargon'],
      ['medium', 'Convert ratios to a table'],
    ],
  },
};

/** The score and rating in brackets after the bold name, a paragraph after it (Claude 3.5). */
export const BRACKETED_SCORE: AnswerStyle = {
  id: 'bracketed-score',
  description: '"**Semantic Clarity (80/100 – Very Good):** The text..." with long paragraphs',
  raw: `I've analyzed your content on cold brew coffee against the six criteria. Here's my assessment:

**Semantic Clarity (80/100 – Very Good):** The content uses plain, accessible language and defines cold brew in its very first sentence. Sentences average around 16 words, and each paragraph sticks to a single idea. A couple of technical terms ("extraction yield", "TDS") appear without explanation, which may confuse general readers and makes those passages harder for an AI system to paraphrase accurately.

**Structured Formatting (72/100 – Good):** Headings break the piece into logical sections and the brewing steps are a numbered list.

**Authority & Trust Signals (45/100 – Average):** The piece quotes a barista by name, but the acidity figure and the caffeine comparison have no cited source, and there is no author byline or date. AI engines favour content whose claims can be traced to a named study or organisation, so this is the weakest area.

**Retrievability & Extractability (76/100 – Good):** Key facts are stated in self-contained sentences.

**Topical Depth & Coverage (68/100 – Good):** Brewing and taste are covered well; storage, dilution and caffeine content get a sentence each.

**Alignment with Conversational Queries (60/100 – Good):** Only one heading is phrased as a question.

**Overall (67/100 – Good)**

**Key Insights**
- The definition-first opening is strong and quotable.
- Unsourced statistics are the main weak point.

**Improvement Suggestions**
1. Cite the acidity study: name and link the 2018 paper so the "67% less acidic" claim can be verified.
2. Add a short FAQ: you could answer the three questions people ask most often.`,
  expected: {
    factors: sixFactors([80, 72, 45, 76, 68, 60]),
    overall: 67,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Cite the acidity study'],
      ['low', 'Add a short FAQ'],
    ],
  },
};

/** The rating before the bracketed score, and an "Overall Score" heading (Claude 3 Opus). */
export const RATING_BEFORE_SCORE: AnswerStyle = {
  id: 'rating-before-score',
  description:
    '"Semantic Clarity: Very Good (82/100)" and an "Overall Score" line that is no factor',
  raw: `## Overall Score: 70/100

- **Semantic Clarity: Very Good (82/100)**
- **Structured Formatting: Good (70/100)**
- **Authority & Trust Signals: Average (48/100)**
- **Retrievability & Extractability: Good (74/100)**
- **Topical Depth & Coverage: Good (66/100)**
- **Alignment with Conversational Queries: Very Good (80/100)**

### Key Insights
The explanations are clear and well ordered. The lack of cited sources is the biggest gap.

### Improvement Suggestions
- Add citations: link the primary sources behind both statistics.`,
  expected: {
    factors: sixFactors([82, 70, 48, 74, 66, 80]),
    overall: 70,
    insights: ['positive', 'warning'],
    improvements: [['medium', 'Add citations']],
  },
};

/** A table with a "#" column and a "Notes" column (GPT-4o's summary table). */
export const TABLE_EXTRA_COLUMNS: AnswerStyle = {
  id: 'table-extra-columns',
  description: 'a table with "#" and "Notes" columns around the score',
  raw: `Here's a breakdown of how your content performs for AI search:

| # | Criterion | Score | Rating | Notes |
|---|-----------|-------|--------|-------|
| 1 | **Semantic Clarity** | 84/100 | Very Good | Short sentences, one idea each |
| 2 | **Structured Formatting** | 76/100 | Good | H2s present; no table for the ratios |
| 3 | **Authority & Trust Signals** | 40/100 | Poor | 3 statistics, 0 sources |
| 4 | **Retrievability & Extractability** | 72/100 | Good | Answer-first intro |
| 5 | **Topical Depth & Coverage** | 63/100 | Good | Storage not covered |
| 6 | **Alignment with Conversational Queries** | 57/100 | Average | 1 of 5 headings is a question |
| | **Global Score** | **65/100** | **Good** | |

### Key Insights
- Strong answer-first introduction that AI engines can lift verbatim.
- Authority is lacking: none of the figures are sourced.

### Improvement Suggestions
- **Source the figures** – link the study for each of the 3 statistics; this is essential.
- **Add question headings** – e.g. "How long does cold brew last?".`,
  expected: {
    factors: sixFactors([84, 76, 40, 72, 63, 57]),
    overall: 65,
    insights: ['positive', 'negative'],
    improvements: [
      ['high', 'Source the figures'],
      ['medium', 'Add question headings'],
    ],
  },
};

/** Bold criterion labels with the score after the colon and an explanation (Claude 3 Haiku). */
export const BOLD_LABELS: AnswerStyle = {
  id: 'bold-labels',
  description: '"**Semantic Clarity:** 85/100 — explanation" on one long line',
  raw: `**Semantic Clarity:** 85/100 — The language is simple and precise throughout, and nearly every sentence carries one idea. Technical terms are defined where they first appear, which lets an AI model quote a sentence without losing its meaning; the only weak spot is a 41-word sentence in the third paragraph.
**Structured Formatting:** 78/100 — Logical H2 sections, a numbered procedure and a comparison table.
**Authority & Trust Signals:** 66/100 — A named study with a date and a link, but no author credentials.
**Retrievability & Extractability:** 80/100 — Definitions and answers sit in the first sentence of each section.
**Topical Depth & Coverage:** 71/100 — Covers method, ratios and storage; misses caffeine content.
**Alignment with Conversational Queries:** 69/100 — Headings match real questions such as "How long does cold brew last?".

**KEY INSIGHTS:** The structure is effective for AI extraction. Author expertise is missing.

**IMPROVEMENT SUGGESTIONS:**
- Add an author bio: state the writer's barista or roasting experience.
- Cover caffeine content: readers often ask how it compares with espresso.`,
  expected: {
    factors: sixFactors([85, 78, 66, 80, 71, 69]),
    overall: 75,
    insights: ['positive', 'negative'],
    improvements: [
      ['medium', 'Add an author bio'],
      ['medium', 'Cover caffeine content'],
    ],
  },
};
