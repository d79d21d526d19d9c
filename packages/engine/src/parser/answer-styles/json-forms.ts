import type { AnswerStyle } from './answer-style.ts';
import { sixFactors } from './answer-style.ts';

/** A JSON object in a ```json fence with snake_case keys, after a sentence (Llama 3 70B). */
export const JSON_FENCED_SNAKE_CASE: AnswerStyle = {
  id: 'json-fenced-snake-case',
  description: 'a ```json fence with snake_case keys and {score, rating} objects',
  raw: `Here is the analysis of your content in JSON format:

\`\`\`json
{
  "global_score": 64,
  "scores": {
    "semantic_clarity": { "score": 76, "rating": "Very Good" },
    "structured_formatting": { "score": 68, "rating": "Good" },
    "authority_trust_signals": { "score": 41, "rating": "Poor" },
    "retrievability_extractability": { "score": 70, "rating": "Good" },
    "topical_depth_coverage": { "score": 62, "rating": "Good" },
    "alignment_with_conversational_queries": { "score": 66, "rating": "Good" }
  },
  "key_insights": [
    "The definition in the first sentence is clear and quotable.",
    "Authority is weak because no statistic is sourced.",
    "The article is 640 words long."
  ],
  "improvement_suggestions": [
    { "title": "Cite your sources", "description": "Link the study behind the acidity figure.", "priority": "high" },
    { "title": "Add an FAQ", "description": "Answer the three questions readers ask most.", "priority": "medium" },
    { "title": "Shorten paragraph 4", "description": "Split it into two ideas.", "priority": "low" }
  ]
}
\`\`\`

Let me know if you'd like me to elaborate on any of these points!`,
  expected: {
    factors: sixFactors([76, 68, 41, 70, 62, 66]),
    overall: 64,
    insights: ['positive', 'negative', 'warning'],
    improvements: [
      ['high', 'Cite your sources'],
      ['medium', 'Add an FAQ'],
      ['low', 'Shorten paragraph 4'],
    ],
  },
};

/** A bare JSON array of criteria objects, nothing else (Mistral Large in JSON mode). */
export const JSON_ARRAY: AnswerStyle = {
  id: 'json-array',
  description: 'a JSON array of {criterion, score, rating, justification}',
  raw: `[
  {"criterion": "Semantic Clarity", "score": 81, "rating": "Very Good", "justification": "Plain wording, short sentences."},
  {"criterion": "Structured Formatting", "score": 73, "rating": "Good", "justification": "Headings and one list."},
  {"criterion": "Authority & Trust Signals", "score": 38, "rating": "Poor", "justification": "No sources."},
  {"criterion": "Retrievability & Extractability", "score": 69, "rating": "Good", "justification": "Answer-first intro."},
  {"criterion": "Topical Depth & Coverage", "score": 60, "rating": "Good", "justification": "Storage missing."},
  {"criterion": "Alignment with Conversational Queries", "score": 64, "rating": "Good", "justification": "Two question headings."},
  {"criterion": "Overall", "score": 64, "rating": "Good"}
]`,
  expected: { factors: sixFactors([81, 73, 38, 69, 60, 64]), overall: 64 },
};

/** camelCase keys, scores out of 10 with their maximum, strengths and weaknesses (Llama 3 8B). */
export const JSON_CAMEL_CASE_TEN_POINTS: AnswerStyle = {
  id: 'json-camel-case-ten-points',
  description: 'camelCase keys, {score, maxScore: 10} items, strengths/weaknesses lists',
  raw: `{
  "overallScore": 6.8,
  "criteria": [
    { "name": "Clarity", "score": 8, "maxScore": 10 },
    { "name": "Structure/Formatting", "score": 7, "maxScore": 10 },
    { "name": "E-E-A-T", "score": 5, "maxScore": 10 },
    { "name": "Extractability", "score": 7.5, "maxScore": 10 },
    { "name": "Comprehensiveness", "score": 6, "maxScore": 10 },
    { "name": "Query alignment", "score": 6.5, "maxScore": 10 }
  ],
  "strengths": ["Concise definitions in the opening lines.", "Logical order of sections."],
  "weaknesses": ["No external references for the statistics."],
  "recommendations": [
    "High: Add references - link the sources behind every figure.",
    "Add an FAQ section covering storage and caffeine."
  ]
}`,
  expected: {
    factors: sixFactors([80, 70, 50, 75, 60, 65]),
    overall: 67,
    insights: ['positive', 'positive', 'negative'],
    improvements: [
      ['high', 'Add references - link the sources behind every figure'],
      ['medium', 'Add an FAQ section covering storage and caffeine'],
    ],
  },
};

/** The answer the openai path asks for with response_format json_schema (GPT-4o structured). */
export const JSON_STRUCTURED_OUTPUT: AnswerStyle = {
  id: 'json-structured-output',
  description: 'the structured-output shape the openai provider requests',
  raw: JSON.stringify({
    criteria: [
      { name: 'Semantic Clarity', score: 79, rating: 'Very Good' },
      { name: 'Structured Formatting', score: 71, rating: 'Good' },
      { name: 'Authority & Trust Signals', score: 46, rating: 'Average' },
      { name: 'Retrievability & Extractability', score: 74, rating: 'Good' },
      { name: 'Topical Depth & Coverage', score: 65, rating: 'Good' },
      { name: 'Alignment with Conversational Queries', score: 59, rating: 'Average' },
    ],
    keyInsights: [
      'The opening answers the main question in one clear sentence.',
      'Two statistics are missing a source.',
    ],
    improvementSuggestions: [
      {
        title: 'Source the statistics',
        description: 'Link the survey and the lab test behind the two figures.',
        priority: 'high',
      },
      {
        title: 'Add question headings',
        description: 'Phrase two headings as the questions readers ask.',
        priority: 'medium',
      },
    ],
  }),
  expected: {
    factors: sixFactors([79, 71, 46, 74, 65, 59]),
    overall: 66,
    insights: ['positive', 'negative'],
    improvements: [
      ['high', 'Source the statistics'],
      ['medium', 'Add question headings'],
    ],
  },
};
