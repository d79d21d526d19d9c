import { readFileSync } from 'node:fs';
import { researchTopic } from '@citable/engine';
import { loadTopicKnowledge } from '@citable/engine/topic-knowledge.server';
import { MAX_TARGET_QUESTIONS, TARGET_MESSAGES, TargetQuestions } from '@citable/schemas';
import { describe, expect, it } from 'vitest';
import { addTargets, checkTargets, researchQuestions, splitTargetLines } from './target-list.ts';

// Issue 36: the browser's checks of target questions agree with the server's schema, and AI
// Keywords' questions become targets, over the keyword bench's topics in every language.
const corpus = JSON.parse(
  readFileSync(new URL('../../../../../bench/keywords/topics.json', import.meta.url), 'utf8'),
) as { topics: Record<string, string[]>; other: Record<string, string[]> };
const TOPICS = [
  ...Object.values(corpus.topics).flat(),
  ...(corpus.other.de ?? []),
  ...(corpus.other.fr ?? []),
  ...(corpus.other.es ?? []),
];
const knowledge = loadTopicKnowledge();

/** Section 4 of the builtin research, read by its own headings. */
function sectionFour(text: string): string[] {
  const start = text.indexOf('4. QUESTIONS PEOPLE ASK');
  const end = text.indexOf('5. OPTIMIZATION TIPS');
  return text
    .slice(start, end)
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

describe('researchQuestions', () => {
  it(`takes the questions section of the builtin research for ${TOPICS.length} topics`, () => {
    for (const topic of TOPICS) {
      const text = researchTopic(topic, knowledge);
      const expected = sectionFour(text);
      expect(expected.length, topic).toBeGreaterThan(0);
      const found = researchQuestions(text);
      expect(found, topic).toEqual(addTargets([], expected).list);
      // Every question the tool offers is one the server takes as a target.
      expect(TargetQuestions.safeParse(found).success, topic).toBe(true);
    }
  });

  it('reads a model’s Markdown layout, and finds nothing in a research without questions', () => {
    const text = researchTopic('sourdough starter', knowledge);
    const questions = sectionFour(text);
    const markdown = [
      '# AI keyword research: sourdough starter',
      '## Related keywords',
      '- sourdough starter recipe',
      '## Questions people ask',
      ...questions.map((question, index) => `${index + 1}. **${question}**`),
      '## Optimization tips',
      '- Is this a question? No, a tip that asks one.',
    ].join('\n');
    expect(researchQuestions(markdown)).toEqual(questions);
    expect(researchQuestions('No questions here.\n- just a keyword\n- another one')).toEqual([]);
  });
});

describe('target list checks', () => {
  it('agree with the server’s schema on what a list may hold', () => {
    const cases: string[][] = [
      [],
      ['How much?'],
      ['  '],
      ['x'.repeat(201)],
      ['y'.repeat(200)],
      Array.from({ length: MAX_TARGET_QUESTIONS }, (_, i) => `Q${i}?`),
      Array.from({ length: MAX_TARGET_QUESTIONS + 1 }, (_, i) => `Q${i}?`),
    ];
    for (const list of cases) {
      const server = TargetQuestions.safeParse(list);
      const browser = checkTargets(list);
      expect(browser === null, JSON.stringify(list)).toBe(server.success);
      if (!server.success) expect(browser).toBe(server.error.issues[0]?.message);
    }
  });

  it('adds each question once, in the server’s folding, and stops at the limit', () => {
    const added = addTargets(['How much does it cost?'], ['how much  does it COST?', 'Who?']);
    expect(added).toEqual({ list: ['How much does it cost?', 'Who?'], error: null });
    const full = addTargets(
      [],
      Array.from({ length: MAX_TARGET_QUESTIONS + 1 }, (_, i) => `Q${i}?`),
    );
    expect(full.list).toHaveLength(MAX_TARGET_QUESTIONS);
    expect(full.error).toBe(TARGET_MESSAGES.tooMany);
    expect(splitTargetLines('1) First?\r\n\r\n#  Second?\n•  Third')).toEqual([
      'First?',
      'Second?',
      'Third',
    ]);
  });
});
