import { describe, expect, it } from 'vitest';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { researchTopic } from './research-topic.ts';

const vectors = loadWordVectors();
const research = (keyword: string) => researchTopic(keyword, vectors);

/** The "- term (related term)" lines of section 2, as a user reads them. */
const relatedTerms = (text: string) =>
  [...text.matchAll(/^- (.+) \(related term\)$/gm)].map((match) => match[1]);

/**
 * What a user researching these topics read before: "password manager" was a company ("Who
 * owns Password Manager?", "Is Password Manager a good company to work for?"), "pop music"
 * and "jazz singer" were people ("Who is Pop Music?", "Where was Jazz Singer born?"), a genre
 * was then asked how it works ("How does pop music work?"), the
 * related terms were single words only, and "container orchestration" got questions that fit
 * any topic ("What equipment do I need for container orchestration?").
 */
describe('keyword research, read as a user researching the topic', () => {
  it('reads a password manager as software', () => {
    const text = research('password manager');
    expect(text).toContain('Is there a free password manager?');
    expect(text).toContain('What features should a password manager have?');
    expect(text).not.toContain('Who owns');
    expect(text).not.toContain('How long does a password manager last?');
  });

  it('reads a music genre as a concept, not a person', () => {
    const text = research('pop music');
    expect(text).toContain('What is pop music?');
    expect(text).not.toMatch(/Who is|Where was|biography/i);
  });

  it('asks about a genre what people ask about a genre', () => {
    const text = research('pop music');
    expect(text).toContain('Where did pop music come from?');
    expect(text).toContain('Who are the best-known names in pop music?');
    expect(text).not.toContain('How does pop music work?');
    // An idea that is no genre keeps its questions.
    expect(research('photosynthesis')).toContain('How does photosynthesis work?');
  });

  it('reads a singer of a genre as a role people take up', () => {
    const text = research('jazz singer');
    expect(text).toContain('How do I become a jazz singer?');
    expect(text).toContain('What does a jazz singer do?');
    expect(text).not.toMatch(/Where was|biography/i);
    // A typed name is still a person.
    expect(research('albert einstein')).toContain('Who is Albert Einstein?');
  });

  it('offers multi-word terms first where the vectors support them', () => {
    const jazz = relatedTerms(research('jazz singer'));
    expect(jazz.slice(0, 3)).toEqual(['jazz pianist', 'jazz songwriter', 'jazz vocalist']);
    expect(relatedTerms(research('piano teacher'))).toContain('piano tutor');
    // A compound the vectors know as one word is kept whole, and its piece is not repeated.
    const pop = relatedTerms(research('pop music'));
    expect(pop).toContain('hip-hop');
    expect(pop).not.toContain('hop');
  });

  it('says so when it knows the words of a compound but not the compound', () => {
    const text = research('container orchestration');
    expect(text).toContain(
      'knows the words “container” and “orchestration”, but not “container orchestration” as one thing',
    );
    expect(text).not.toContain('2. RELATED KEYWORDS');
    expect(text).not.toContain('What equipment do I need');
    // A last word that names software is enough to know what the topic is.
    expect(research('budgeting app')).toContain('Is there a free budgeting app?');
  });
});

/**
 * Topics read as the wrong kind before: "video game" was a practice ("How much time does video
 * game take each week?"), "machine learning" a product ("How much does a machine learning
 * cost?"), "diabetes" a food ("How do you make diabetes at home?"), "data scientist" a concept
 * ("How does data scientist work?") and "home insurance" a company ("Who owns Home Insurance?").
 */
describe('keyword research asks what people ask about that kind of thing', () => {
  it('asks about a video game what a buyer asks', () => {
    const text = research('video game');
    expect(text).toContain('How much does a video game cost?');
    expect(text).not.toMatch(/take each week|equipment do I need/);
  });

  it('asks about a field of knowledge what it is, not what it costs', () => {
    const text = research('machine learning');
    expect(text).toContain('What is machine learning?');
    expect(text).not.toMatch(/cost\?|buying|a machine learning/);
  });

  it('never asks how to cook a disease', () => {
    const text = research('diabetes');
    expect(text).not.toMatch(/make diabetes|store diabetes|recipe/i);
  });

  it('reads a job named by its field as a job', () => {
    const text = research('data scientist');
    expect(text).toContain('How do I become a data scientist?');
    expect(text).not.toContain('How does data scientist work?');
  });

  it('reads insurance and a mortgage as something people buy, not a company', () => {
    for (const topic of ['home insurance', 'mortgage']) {
      const text = research(topic);
      expect(text, topic).toMatch(/How much does (?:a )?\w+ ?\w* cost\?/);
      expect(text, topic).not.toMatch(/Who owns|good company to work for/);
    }
  });
});

/** The "- keyword (long-tail)" lines of section 2. */
const longTail = (text: string) =>
  [...text.matchAll(/^- (.+) \(long-tail\)$/gm)].map((match) => match[1]);

describe('multi-word keywords of a one-word topic', () => {
  it('offers the comparison people search between the topic and its rival', () => {
    // Before, every one-word topic got single-word terms and template searches only.
    expect(longTail(research('yoga'))).toContain('yoga vs pilates');
    expect(longTail(research('tokyo'))).toContain('tokyo vs osaka');
    expect(longTail(research('photosynthesis'))).toContain('photosynthesis vs respiration');
  });

  it('compares nothing with a part, a topping or a player of the topic', () => {
    for (const topic of ['pizza', 'cheese', 'chess', 'london', 'astronomy']) {
      const comparisons = longTail(research(topic)).filter((item) => item?.includes(' vs '));
      expect(comparisons, topic).toEqual([]);
    }
  });
});

describe('a topic that ends like a plural', () => {
  it('asks about a singular noun in -s in the singular', () => {
    // "What are diabetes?" and "Why do diabetes matter?" were asked before.
    for (const topic of ['diabetes', 'arthritis']) {
      const text = research(topic);
      expect(text, topic).toContain(`What is ${topic}?`);
      expect(text, topic).not.toMatch(new RegExp(`(?:are|do) ${topic}\\b`));
    }
    expect(research('tennis')).not.toMatch(/(?:are|do) tennis\b/);
    expect(research('running shoes')).toContain('What are running shoes?');
  });
});

describe('an idea or a form is no place to visit', () => {
  it('asks no traveller’s questions about democracy or a tax return', () => {
    // "When is the best time to visit Democracy?", "Where should I stay in Tax Return?" before.
    for (const topic of ['democracy', 'tax return']) {
      expect(research(topic), topic).not.toMatch(/visit|stay in|things to do/i);
    }
    for (const place of ['scotland', 'paris', 'iceland', 'new york']) {
      expect(research(place), place).toMatch(/best time to visit/);
    }
  });
});

describe('an activity named by a word in -ing', () => {
  it('is done, not bought', () => {
    // "What is a retirement planning?", "Is there a free retirement planning?" before.
    const text = research('retirement planning');
    expect(text).not.toMatch(/a retirement planning|free retirement planning|buying/);
    expect(text).toContain('How do I get started with retirement planning?');
  });

  it('asks no equipment or weekly hours of a way of managing money', () => {
    // "What equipment do I need for retirement planning?" and "How much time does retirement
    // planning take each week?" before.
    const text = research('retirement planning');
    expect(text).not.toMatch(/equipment|take each week/);
    expect(text).toContain('When should I start retirement planning?');
    // Hobbies and sports keep theirs.
    for (const topic of ['yoga', 'hiking', 'tennis'])
      expect(research(topic), topic).toContain(`What equipment do I need for ${topic}?`);
  });
});

describe('an instrument, a garment, a developer and a movement of the arts', () => {
  it('asks about each what people ask about that kind of thing', () => {
    // Before: "Who are the best-known names in guitar?", "How do you make winter clothing at
    // home?", "How much does a web developer cost?", "What equipment do I need for
    // impressionism?".
    expect(research('guitar')).toContain('How much does a guitar cost?');
    expect(research('electric guitar')).toContain('How much does an electric guitar cost?');
    expect(research('winter clothing')).not.toMatch(/make winter clothing|store winter clothing/);
    expect(research('web developer')).toContain('How do I become a web developer?');
    const impressionism = research('impressionism');
    expect(impressionism).toContain('What is impressionism?');
    expect(impressionism).not.toMatch(/equipment|take each week/);
  });
});

describe('marketing', () => {
  it('is done, not bought', () => {
    // "What is an email marketing?", "How much does an email marketing cost?" before; "content
    // marketing" and "affiliate marketing" were companies ("Who owns Content Marketing?").
    for (const topic of ['email marketing', 'content marketing', 'affiliate marketing']) {
      const text = research(topic);
      expect(text, topic).toContain(`How do I get started with ${topic}?`);
      expect(text, topic).not.toMatch(/an? \w+ marketing|cost\?|Who owns/);
    }
  });
});

describe('a program known by its name', () => {
  it('takes no article and is not maintained like a machine', () => {
    // "What is a linux?", "how to choose a linux", "linux maintenance" before.
    const text = research('linux');
    expect(text).toContain('What is linux?');
    expect(text).not.toMatch(/a linux|linux maintenance|buying/);
    // A device keeps its article.
    expect(research('laptop')).toContain('What is a laptop?');
  });
});

describe('a product that is used, not kept', () => {
  it('is not maintained and does not wear out', () => {
    // "video game maintenance" and "How long does home insurance last?" before.
    for (const topic of ['video game', 'home insurance']) {
      const text = research(topic);
      expect(text, topic).not.toMatch(/maintenance|How long does/);
      expect(text, topic).toContain(
        `Where can I get ${topic === 'video game' ? 'a ' : ''}${topic}?`,
      );
    }
    // A machine keeps its upkeep.
    expect(research('espresso machine')).toContain('espresso machine maintenance');
  });
});
