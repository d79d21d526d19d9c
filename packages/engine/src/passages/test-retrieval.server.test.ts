import { describe, expect, it } from 'vitest';
import { mapCitations } from '../analyze/map-citations.ts';
import { buildDocument } from '../document/build-document.ts';
import { NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { loadTestKnowledge } from '../semantic/test-knowledge.server.ts';
import { buildCitationMap, MAX_CITATION_ENTRIES } from './build-citation-map.ts';
import { testRetrieval } from './test-retrieval.ts';

const knowledge = loadTestKnowledge();
const test = (text: string, given = knowledge) => testRetrieval(buildDocument(text), given);
const questionNamed = (text: string, question: string, given = knowledge) =>
  test(text, given)
    .tests.flatMap((passage) => passage.questions)
    .find((tested) => tested.question.text === question);

const FAQ = `Q: How long does cold brew keep in the fridge?
A: Cold brew concentrate keeps for up to two weeks in a sealed glass bottle in the fridge, while diluted cold brew is best within three days.

Q: Which grinder suits cold brew?
A: A burr grinder suits cold brew best, because its two ridged plates crush the beans into coarse grounds of one even size.

Q: Why does my cold brew taste sour?
A: Cold brew tastes sour when the steep is too short for the coarse grounds, so give it at least twelve hours in the fridge.
`;

describe('testRetrieval: each passage against its own questions', () => {
  it('finds the passage that answers a question first, by keyword and by meaning', () => {
    const keeps = questionNamed(FAQ, 'How long does cold brew keep in the fridge?');
    expect(keeps?.keyword).toMatchObject({ rank: 1, isMatched: true, ahead: null });
    expect(keeps?.keyword.margin).toBeGreaterThan(0);
    expect(keeps?.semantic).toMatchObject({ rank: 1, isMatched: true });
    expect(keeps?.answer?.text).toMatch(/^Cold brew concentrate keeps/);
    expect(keeps?.isAnswered).toBe(true);
  });

  it('does not credit a question heading whose passage answers something else', () => {
    const text = FAQ.replace(
      'Q: Which grinder suits cold brew?',
      'Q: Who invented the printing press?',
    );
    const press = questionNamed(text, 'Who invented the printing press?');
    expect(press?.keyword.isMatched).toBe(false);
    expect(press?.semantic?.isMatched).toBe(false);
    expect(press?.answer).toBeNull();
    expect(press?.isAnswered).toBe(false);
    expect(press?.wording).toBe(0);
  });

  it('credits the passage that holds the asker’s wording', () => {
    const keeps = questionNamed(FAQ, 'How long does cold brew keep in the fridge?');
    const sour = questionNamed(FAQ, 'Why does my cold brew taste sour?');
    // A vague question shares only a common word ("taste") with the passage that answers it.
    // "Cold brew" is in every answer, so "long", "keep" and "sour" do the telling apart.
    expect(keeps?.wording).toBeGreaterThan(0.3);
    expect(sour?.wording).toBeGreaterThan(0.3);
    const vague = questionNamed(
      FAQ.replace('Q: Why does my cold brew taste sour?', 'Q: Why does it taste like that?'),
      'Why does it taste like that?',
    );
    expect(vague?.wording ?? 1).toBeLessThan(sour?.wording ?? 0);
  });

  it('weighs a word every passage of the page holds less: it names the page, not the answer', () => {
    const grinder = 'Which grinder suits cold brew?';
    const amongOthers = questionNamed(FAQ, grinder);
    const alone = questionNamed(FAQ.split('\n\n')[1] ?? '', grinder);
    // "cold" and "brew" are in all three answers of the page: only "grinder" and "suits" tell
    // this one apart; alone on its page, every word it holds counts.
    expect(alone?.wording).toBe(1);
    expect(amongOthers?.wording ?? 1).toBeLessThan(alone?.wording ?? 0);
    expect(amongOthers?.wording ?? 0).toBeGreaterThan(0);
  });

  it('reads how close in meaning the passage is beyond what all English text shares', () => {
    const keeps = questionNamed(FAQ, 'How long does cold brew keep in the fridge?');
    const press = questionNamed(
      FAQ.replace('Q: Which grinder suits cold brew?', 'Q: Who invented the printing press?'),
      'Who invented the printing press?',
    );
    // The plain cosine of any two English texts is high; with the common direction taken
    // out, an answer about something else falls far below the passage that answers.
    expect(press?.semantic?.isMatched).toBe(false);
    expect(keeps?.closeness ?? 0).toBeGreaterThan((press?.closeness ?? 1) + 0.3);
    expect(
      questionNamed(FAQ, 'How long does cold brew keep in the fridge?', NO_KNOWLEDGE),
    ).not.toHaveProperty('closeness');
  });

  it('tells a question the word vectors cannot read from one asked without them', () => {
    const text =
      'Q: Is xqzvt frobulated?\nA: Xqzvt is frobulated twice, by the qwzzy daemon and by the blorfing tool, before any release.\n';
    const unknown = questionNamed(text, 'Is xqzvt frobulated?');
    expect(unknown?.semantic).toBeNull();
    expect(unknown?.isUnknownInMeaning).toBe(true);
    expect(questionNamed(text, 'Is xqzvt frobulated?', NO_KNOWLEDGE)?.isUnknownInMeaning).toBe(
      false,
    );
  });

  it('names the passage found ahead when another one answers better', () => {
    const text = `${FAQ}\nQ: What is cold brew concentrate?\nA: A strong brew that you dilute before drinking.\n`;
    const where = questionNamed(text, 'What is cold brew concentrate?');
    expect(where?.keyword.rank).toBeGreaterThan(1);
    expect(where?.keyword.ahead).toBe(0);
  });

  it('leaves the semantic retriever out without word vectors, and says so', () => {
    const result = test(FAQ, NO_KNOWLEDGE);
    expect(result.hasSemantic).toBe(false);
    expect(result.tests.flatMap((t) => t.questions).every((q) => q.semantic === null)).toBe(true);
  });
});

describe('the citation map', () => {
  it('has one entry per question: passage, ranks, quote, status and advice', () => {
    const map = buildCitationMap(test(FAQ));
    expect(map).toMatchObject({ passageCount: 3, hasSemantic: true });
    expect(map.questionCount).toBe(map.entries.length);
    expect(map.entries[0]).toEqual({
      question: 'How long does cold brew keep in the fridge?',
      source: 'question',
      passage: { number: 1, label: 'How long does cold brew keep in the fridge?' },
      keywordRank: 1,
      semanticRank: 1,
      isFound: true,
      quote: expect.stringMatching(/^Cold brew concentrate keeps for up to two weeks/),
      status: 'cited',
      advice: 'Nothing to change: it is found first and gives the answer the question asks for.',
    });
  });

  it('cites a found passage only with an answer of the question’s type, and says which is missing', () => {
    const priced = `${FAQ}
Q: How much does a cold brew kit cost?
A: A cold brew kit with a glass jar and a steel filter costs €29 in most coffee shops, grinder not included.
`;
    const unpriced = priced.replace(
      'costs €29 in most coffee shops',
      'is sold in most coffee shops',
    );
    const entry = (text: string) =>
      buildCitationMap(test(text)).entries.find(
        (e) => e.question === 'How much does a cold brew kit cost?',
      );
    expect(entry(priced)).toMatchObject({ status: 'cited', quote: expect.stringMatching(/€29/) });
    expect(entry(unpriced)).toMatchObject({
      isFound: true,
      status: 'not-quotable',
      quote: null,
      advice:
        'Passage 4 gives no price: state the amount, with its currency, in the sentence that answers the question.',
    });
  });

  it('tells an unanswered question heading to get an answer, and counts what is not prose', () => {
    const text = `---\ntitle: Cold brew\n---\n\n## What does cold brew cost?\n\n## Which grinder suits cold brew?\n\nA burr grinder suits cold brew best, because its two ridged plates crush the beans evenly.\n\n\`\`\`\ngrind --coarse\n\`\`\`\n`;
    const map = mapCitations(text, knowledge);
    expect(map.entries[0]).toMatchObject({
      question: 'What does cold brew cost?',
      status: 'unanswered',
      advice: 'Nothing answers this question: write the answer directly under it.',
    });
    expect(map.setAside).toEqual({
      code: 1,
      comments: 0,
      frontMatter: 1,
      linkDefinitions: 0,
      navigation: 0,
    });
  });

  it('stops at its limit and says how many questions there were', () => {
    const text = Array.from(
      { length: 60 },
      (_, i) =>
        `## Which setting number ${i} suits grinder model ${i}?\n\nGrinder model ${i} works best on setting ${i}, which gives grounds of an even size for cold brew.`,
    ).join('\n\n');
    const map = mapCitations(text, knowledge);
    expect(map.entries).toHaveLength(MAX_CITATION_ENTRIES);
    expect(map.questionCount).toBeGreaterThan(MAX_CITATION_ENTRIES);
  });

  it('reads hostile input with the semantic retriever too', () => {
    for (const text of [
      'a '.repeat(50_000),
      `${'Widget can '.repeat(5_000)}.`,
      `Q: ${'why '.repeat(10_000)}?`,
      '[x]: '.repeat(10_000),
      '<!-- '.repeat(10_000),
    ])
      expect(mapCitations(text, knowledge).questionCount).toBeGreaterThanOrEqual(0);
  });
});
