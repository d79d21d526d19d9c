import { expect, it } from 'vitest';
import { phraseStatementQuestion } from './phrase-questions.ts';

it('a verb in "-ies" asks its base: ls(1)\'s "FORMAT1 applies to non-recent files"', () => {
  const asked = phraseStatementQuestion(
    'If FORMAT is FORMAT1<newline>FORMAT2, then FORMAT1 applies to non-recent files and FORMAT2 to recent files.',
  )?.text;
  expect(asked).toBe('What does FORMAT1 apply to?');
});
