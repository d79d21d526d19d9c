import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureConversation } from './measure-conversation.ts';

describe('measureConversation', () => {
  it('finds question headings and whether the first sentence answers them', () => {
    const conversation = measureConversation(
      buildDocument(
        '## How long does cold brew last?\n\nCold brew lasts two weeks in the fridge.\n\n## Is it strong?\n\nYes, stronger than drip.\n\n## Why bother?\n\nIn this article we will see.\n\n## History\n\nIt began in Japan.',
      ),
    );
    expect(conversation.questionHeadings.map((q) => [q.heading.text, q.isDirect])).toEqual([
      ['How long does cold brew last?', true],
      ['Is it strong?', true],
      ['Why bother?', false],
    ]);
  });

  it('does not take an unrelated first sentence for an answer', () => {
    const conversation = measureConversation(
      buildDocument('## What is cold brew?\n\nMany people like mornings.'),
    );
    expect(conversation.questionHeadings[0]?.isDirect).toBe(false);
  });

  it('finds an FAQ section and questions in the body', () => {
    const conversation = measureConversation(
      buildDocument('# Guide\n\nIs it good? Yes.\n\n## Frequently asked questions\n\nSome.'),
    );
    expect(conversation.hasFaq).toBe(true);
    expect(conversation.bodyQuestions).toBe(1);
  });
});
