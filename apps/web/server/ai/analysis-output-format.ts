import { CRITERIA } from '@citable/engine';

/*
 * The structured answer asked of an LLM for an analysis (DESIGN.md 4: "the parser reads what
 * real models write"). The parser reads this JSON like any other answer, so the shape only has
 * to be one it knows: the six criteria by name, the insights, and suggestions with a priority.
 * Strict structured output requires every property to be listed as required and no others.
 */
const ANALYSIS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['criteria', 'keyInsights', 'improvementSuggestions'],
  properties: {
    criteria: {
      type: 'array',
      description: 'One item for each of the six criteria, in this order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'score', 'rating'],
        properties: {
          name: { type: 'string', enum: [...CRITERIA] },
          score: { type: 'integer', description: 'From 0 to 100.' },
          rating: {
            type: 'string',
            enum: ['Very Bad', 'Bad', 'Poor', 'Average', 'Good', 'Very Good', 'Excellent'],
          },
        },
      },
    },
    keyInsights: {
      type: 'array',
      description: '3 to 5 sentences, each naming its evidence in the text.',
      items: { type: 'string' },
    },
    improvementSuggestions: {
      type: 'array',
      description: '3 to 5 changes, most important first.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description', 'priority'],
        properties: {
          title: { type: 'string', description: 'A short title without punctuation.' },
          description: { type: 'string', description: 'What to change, where, and why.' },
          priority: { type: 'string', enum: ['high', 'medium', 'low'] },
        },
      },
    },
  },
} as const;

export const ANALYSIS_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'content_analysis', strict: true, schema: ANALYSIS_SCHEMA },
} as const;

/**
 * For endpoints with JSON mode but no schemas: the shape in words. OpenAI's JSON mode also
 * refuses a request whose messages never mention JSON.
 */
export const ANALYSIS_JSON_INSTRUCTIONS = [
  'Answer with one JSON object and nothing else, instead of the text format above, in this shape:',
  `{"criteria": [{"name": "${CRITERIA[0]}", "score": 0-100, "rating": "Very Bad|Bad|Poor|Average|Good|Very Good|Excellent"}, ...one item for each of: ${CRITERIA.join('; ')}], "keyInsights": ["<sentence>", ...], "improvementSuggestions": [{"title": "<short title>", "description": "<what to change and why>", "priority": "high|medium|low"}, ...]}`,
].join('\n');
