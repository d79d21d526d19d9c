import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phraseProblems } from './grammar-check.ts';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { researchTopic } from './research-topic.ts';

/*
 * Properties of the research of topics it was not developed on: a list of topics written for
 * this test (compounds, plurals, mass nouns, names, gerunds, "vs", audiences, local services),
 * checked by rules, never against expected strings per topic.
 */
const knowledge = loadTopicKnowledge();
const topics = JSON.parse(
  readFileSync(new URL('../../../../bench/keywords/grammar-topics.json', import.meta.url), 'utf8'),
) as string[];

function section(text: string, from: string, to: string): string[] {
  return text
    .slice(text.indexOf(from), text.indexOf(to))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/ \((?:long-tail|related term)\)$/, ''));
}

const researched = topics.map((topic) => {
  const text = researchTopic(topic, knowledge);
  return {
    topic,
    questions: section(text, '4. QUESTIONS PEOPLE ASK', '5. OPTIMIZATION TIPS'),
    keywords: section(text, '2. RELATED KEYWORDS', '3. CONTENT ANGLES'),
  };
});

describe('the research of topics outside the corpus', () => {
  it('covers at least 150 varied topics', () => {
    expect(topics.length).toBeGreaterThanOrEqual(150);
    expect(new Set(topics).size).toBe(topics.length);
    expect(topics.filter((topic) => / vs /.test(topic)).length).toBeGreaterThanOrEqual(8);
    expect(topics.filter((topic) => / for /.test(topic)).length).toBeGreaterThanOrEqual(10);
    expect(topics.filter((topic) => /near me$/.test(topic)).length).toBeGreaterThanOrEqual(5);
  });

  it('holds at least 30 comparisons of two things ("X vs Y" between two nouns)', () => {
    expect(topics.filter((topic) => /^\S+ vs \S+$/.test(topic)).length).toBeGreaterThanOrEqual(30);
  });

  it('never leaves a slot empty: no one-letter word but "a" and "I", no article without its noun', () => {
    const fragments: string[] = [];
    let checked = 0;
    for (const { topic, questions, keywords } of researched) {
      // A letter the topic itself names ("vitamin d") is no fragment.
      const named = new Set(topic.toLowerCase().split(/\s+/));
      for (const text of [...questions, ...keywords]) {
        checked += 1;
        const words = text.split(/[\s?,.:]+/).filter(Boolean);
        const oneLetter = words.filter(
          (word) =>
            /^\p{L}$/u.test(word) && !/^[aI]$/i.test(word) && !named.has(word.toLowerCase()),
        );
        if (oneLetter.length > 0 || /\b[Aa]n?\s*(?:[?,.:]|$)/.test(text) || /\s[?,]/.test(text))
          fragments.push(`${topic}: ${text}`);
      }
    }
    expect(checked).toBeGreaterThan(topics.length * 10);
    expect(fragments).toEqual([]);
  });

  it('adds a generic long-tail only where the topic’s kind makes it a search people type', () => {
    const filler = / (examples|pros and cons|for beginners|mistakes to avoid)$/;
    const keywordsOf = (topic: string) =>
      section(researchTopic(topic, knowledge), '2. RELATED KEYWORDS', '3. CONTENT ANGLES');
    // A condition, a tradesman, a dish, a machine: none has "examples" or "for beginners".
    for (const topic of [
      'migraine',
      'plumber',
      'vitamin d deficiency',
      'smoked brisket',
      'tennis elbow',
    ]) {
      const keywords = keywordsOf(topic);
      expect(keywords.length, topic).toBeGreaterThanOrEqual(10);
      expect(
        keywords.filter((keyword) => filler.test(keyword)),
        topic,
      ).toEqual([]);
    }
    // A machine has no examples; its own questions are searched instead ("how long does an
    // espresso machine last").
    expect(keywordsOf('espresso machine')).not.toContain('espresso machine examples');
    expect(
      keywordsOf('espresso machine').filter((keyword) =>
        /^(?:how|what|which|is|are|can) /.test(keyword),
      ).length,
    ).toBeGreaterThanOrEqual(2);
    // The prompt's ten searches for every topic, a generic one where nothing else fills them.
    const short = researched
      .filter(({ keywords }) => keywords.length < 10)
      .map(({ topic }) => topic);
    expect(short).toEqual([]);
    // A document does have examples.
    expect(keywordsOf('cover letter')).toContain('cover letter examples');
  });

  it('asks the questions of a comparison of two things, not of one thing with no name', () => {
    const text = researchTopic('hostel vs hotel', knowledge);
    expect(text).toContain('Which is better, hostel or hotel?');
    expect(text).not.toMatch(/ \?|cheap s\b|what is a\n/);
  });

  it('asks at least five questions for every topic, each a grammatical question', () => {
    const problems: string[] = [];
    for (const { topic, questions } of researched) {
      if (questions.length < 5) problems.push(`${topic}: ${questions.length} questions`);
      for (const question of questions)
        for (const problem of phraseProblems(knowledge, question, true))
          problems.push(`${topic}: ${question} — ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes no article before a plural, a mass noun or a gerund in its searches', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { topic, keywords } of researched)
      for (const keyword of keywords) {
        checked += 1;
        for (const problem of phraseProblems(knowledge, keyword, false))
          problems.push(`${topic}: ${keyword} — ${problem}`);
      }
    expect(checked).toBeGreaterThan(topics.length * 5);
    expect(problems).toEqual([]);
  });

  it('gives no filler searches that only repeat the topic with a generic word', () => {
    const filler = /\s(faq|questions|explained|facts|overview|basics)$/;
    // A filler word the topic itself ends with ("job interview questions") is no filler.
    const found = researched.flatMap(({ topic, keywords }) =>
      keywords
        .filter((keyword) => {
          const word = filler.exec(keyword)?.[1];
          return word !== undefined && !topic.endsWith(word);
        })
        .map((keyword) => `${topic}: ${keyword}`),
    );
    expect(researched.every(({ keywords }) => keywords.length > 0)).toBe(true);
    expect(found).toEqual([]);
  });

  it('finds the mistakes it is there to find', () => {
    expect(phraseProblems(knowledge, 'How do I choose a renting an apartment?', true)).not.toEqual(
      [],
    );
    expect(phraseProblems(knowledge, 'How do I choose a lounge access?', true)).not.toEqual([]);
    expect(phraseProblems(knowledge, 'What is a meal planning?', true)).not.toEqual([]);
    expect(phraseProblems(knowledge, 'What is a dividend stocks used for?', true)).not.toEqual([]);
    expect(phraseProblems(knowledge, 'what is side side hustle', false)).not.toEqual([]);
    expect(phraseProblems(knowledge, 'Side hustle ideas', true)).toContain('no verb');
    expect(phraseProblems(knowledge, 'How do I choose a good moving company?', true)).toEqual([]);
    expect(phraseProblems(knowledge, 'How long does a cast iron skillet last?', true)).toEqual([]);
    expect(phraseProblems(knowledge, 'What is lounge access?', true)).toEqual([]);
  });
});
