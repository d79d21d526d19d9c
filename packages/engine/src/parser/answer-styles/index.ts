import type { AnswerStyle } from './answer-style.ts';
import { JSON_WITHOUT_SCORES, MISSING_CRITERIA, NO_SCORES } from './incomplete-answers.ts';
import {
  JSON_ARRAY,
  JSON_CAMEL_CASE_TEN_POINTS,
  JSON_FENCED_SNAKE_CASE,
  JSON_STRUCTURED_OUTPUT,
} from './json-forms.ts';
import {
  BOLD_LABELS,
  BRACKETED_SCORE,
  HEADING_THEN_SCORE,
  RATING_BEFORE_SCORE,
  TABLE_EXTRA_COLUMNS,
} from './markdown-forms.ts';
import {
  PARAPHRASED_NAMES,
  PRIORITY_GROUPS,
  RECOMMENDATIONS_SECTION,
  SIGN_OFFS,
  STATED_PRIORITIES,
  TEN_POINT_SCALE,
} from './sections-and-priorities.ts';
import { SPEC_DEFAULT_FORMAT, SPEC_LINE_FORMS, SPEC_TABLE } from './spec-forms.ts';

export type { AnswerStyle } from './answer-style.ts';

/** Every answer style the parser is held to; the openai provider's tests serve them too. */
export const ANSWER_STYLES: readonly AnswerStyle[] = [
  SPEC_DEFAULT_FORMAT,
  SPEC_LINE_FORMS,
  SPEC_TABLE,
  HEADING_THEN_SCORE,
  BRACKETED_SCORE,
  RATING_BEFORE_SCORE,
  TABLE_EXTRA_COLUMNS,
  BOLD_LABELS,
  JSON_FENCED_SNAKE_CASE,
  JSON_ARRAY,
  JSON_CAMEL_CASE_TEN_POINTS,
  JSON_STRUCTURED_OUTPUT,
  TEN_POINT_SCALE,
  PARAPHRASED_NAMES,
  RECOMMENDATIONS_SECTION,
  SIGN_OFFS,
  STATED_PRIORITIES,
  PRIORITY_GROUPS,
  MISSING_CRITERIA,
  NO_SCORES,
  JSON_WITHOUT_SCORES,
];
