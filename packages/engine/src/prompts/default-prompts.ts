import { CRITERIA } from '../criteria.ts';
import texts from './default-prompts.json' with { type: 'json' };

// The three default system prompts of spec §9 "Default prompts", written for Citable. The
// analyzer prompt asks for exactly the format the parser of spec §5 reads.

const CRITERION_GUIDE: Record<(typeof CRITERIA)[number], string> = texts.criterionGuide;

// The analyzer prompt lists the criteria in the spec's order, each with what it rewards, and
// shows the reply format with one example score and rating per criterion (replaced by a
// function, so no "$" in the texts is read as a replacement pattern).
const ANALYZER_PROMPT = texts.analyzer
  .replace('{criteria}', () =>
    CRITERIA.map((name, index) => `${index + 1}. ${name}: ${CRITERION_GUIDE[name]}.`).join('\n'),
  )
  .replace('{example}', () =>
    CRITERIA.map(
      (name, index) => `- ${name}: ${texts.exampleScores[index]} (${texts.exampleRatings[index]})`,
    ).join('\n'),
  );

/** Spec §9 "Default prompts": analyzer, improvement and keyword research. */
export const DEFAULT_PROMPTS = Object.freeze({
  analyzer: ANALYZER_PROMPT,
  improvement: texts.improvement,
  keywords: texts.keywords,
});
