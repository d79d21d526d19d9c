import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { sharesStem } from './find-related-terms.ts';
import { EMPTY_KEYWORD_MESSAGE, researchTopic } from './research-topic.ts';

const vectors = loadWordVectors();
const research = (keyword: string) => researchTopic(keyword, vectors);

const SECTIONS = [
  '1. SEARCH INTENT',
  '2. RELATED KEYWORDS',
  '3. CONTENT ANGLES',
  '4. QUESTIONS PEOPLE ASK',
  '5. OPTIMIZATION TIPS',
];

function section(text: string, index: number): string[] {
  const start = text.indexOf(SECTIONS[index] as string);
  const end =
    index + 1 < SECTIONS.length ? text.indexOf(SECTIONS[index + 1] as string) : text.length;
  return text
    .slice(start, end)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
}

const relatedTerms = (text: string) =>
  section(text, 1)
    .filter((line) => line.endsWith('(related term)'))
    .map((line) => line.replace(/^- /, '').replace(/ \(related term\)$/, ''));

/** Nineteen topics of different kinds (compound topics: related-terms-of-compounds.test.ts); the related terms each must include at least one of. */
const TOPICS: [keyword: string, expectedAny: string[]][] = [
  ['solar panels', ['photovoltaic', 'turbines', 'geothermal', 'arrays']],
  ['espresso machine', ['cappuccino', 'latte', 'grinder', 'decaf']],
  ['meditation', ['mindfulness', 'yoga', 'contemplative', 'qigong']],
  ['marathon training', ['triathlon', 'sprints', 'cycling', 'rowing']],
  ['climate change', ['warming', 'greenhouse', 'emissions', 'biodiversity']],
  ['mortgage rates', ['lenders', 'refinancing', 'borrowers', 'subprime']],
  ['paris', ['louvre', 'versailles', 'sorbonne', 'strasbourg', 'marseilles']],
  ['albert einstein', ['freud', 'bohr', 'relativity', 'camus', 'casimir', 'hofmann']],
  ['dentist', ['orthodontist', 'hygienist', 'chiropractor', 'optometrist']],
  ['vegetable gardening', ['horticulture', 'compost', 'legumes', 'herbs']],
  ['chess openings', ['grandmasters', 'backgammon', 'draughts', 'kasparov']],
  ['electric cars', ['vehicles', 'hybrid', 'automobiles', 'motors', 'diesel']],
  ['wedding photography', ['bride', 'bridal', 'groom', 'nuptials', 'gown']],
  ['mortgage for first time buyers', ['lenders', 'refinancing', 'borrowers', 'loans']],
  ['how to learn python', ['perl', 'php', 'javascript', 'scripting']],
  ['dog training', ['puppy', 'canine', 'kennel', 'pet']],
  ['rugby vs football', ['cricket', 'hockey', 'soccer', 'netball', 'lacrosse']],
  ['pizza near me', ['pepperoni', 'toppings', 'burgers', 'bagels']],
  ['home insurance', ['rental', 'property', 'housing', 'mortgage', 'insurer', 'premiums']],
];

/** Phrases that no person would write, whatever the topic. */
const UNGRAMMATICAL = [
  /\bIs \w+(?: \w+)* worth it\?/,
  /\bWhat is the best \w+(?: \w+)*s for\b/,
  /\bbest (?:gdpr|how)\b/i,
  /\bDoes the \w+ take reservations\b/,
  / {2}/,
  / [?.,]/,
];

describe('researchTopic with the shipped word vectors', () => {
  it.each(TOPICS)('gives %j its own related terms', (keyword, expectedAny) => {
    const text = research(keyword);
    const terms = relatedTerms(text);
    expect(terms.length).toBeGreaterThanOrEqual(5);
    expect(terms.some((term) => expectedAny.includes(term))).toBe(true);
    const ownWords = keyword
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 3);
    // Multi-word terms keep the topic's modifier by design ("electric truck"); single words
    // must not repeat the topic.
    for (const term of terms.filter((item) => !item.includes(' ')))
      expect(ownWords.some((own) => sharesStem(own, term))).toBe(false);
  });

  it.each(TOPICS)('writes %j in grammatical phrases and questions', (keyword) => {
    const text = research(keyword);
    for (const line of [...section(text, 1), ...section(text, 2), ...section(text, 3)]) {
      for (const pattern of UNGRAMMATICAL) expect(line).not.toMatch(pattern);
    }
    for (const question of section(text, 3)) expect(question).toMatch(/^- [A-Z].*\?$/);
  });

  it('keeps the spec’s five sections and counts (10-15 keywords, 3-5 angles, 5-10 questions)', () => {
    for (const [keyword] of TOPICS) {
      const text = research(keyword);
      const positions = SECTIONS.map((heading) => text.indexOf(heading));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(section(text, 1).length).toBeGreaterThanOrEqual(10);
      expect(section(text, 1).length).toBeLessThanOrEqual(15);
      expect(section(text, 2).length).toBeGreaterThanOrEqual(3);
      expect(section(text, 2).length).toBeLessThanOrEqual(5);
      expect(section(text, 3).length).toBeGreaterThanOrEqual(5);
      expect(section(text, 3).length).toBeLessThanOrEqual(10);
    }
  });

  it('never gives two topics more than half of the same related terms', () => {
    const termsOf = TOPICS.map(([keyword]) => new Set(relatedTerms(research(keyword))));
    for (let a = 0; a < termsOf.length; a += 1) {
      for (let b = a + 1; b < termsOf.length; b += 1) {
        // The mortgage topics are two phrasings of one subject; they may share.
        if (TOPICS[a]![0].startsWith('mortgage') && TOPICS[b]![0].startsWith('mortgage')) continue;
        const shared = [...termsOf[a]!].filter((term) => termsOf[b]!.has(term)).length;
        expect(shared, `${TOPICS[a]![0]} / ${TOPICS[b]![0]}`).toBeLessThanOrEqual(
          Math.min(termsOf[a]!.size, termsOf[b]!.size) / 2,
        );
      }
    }
  });

  it('asks questions that fit the kind of topic', () => {
    expect(research('albert einstein')).toContain('Who is Albert Einstein?');
    expect(research('paris')).toContain('When is the best time to visit Paris?');
    expect(research('dentist')).toContain('What does a dentist do?');
    expect(research('solar panels')).toContain('How do solar panels work?');
    expect(research('espresso machine')).toContain('How much does an espresso machine cost?');
    expect(research('how to learn python')).toContain('How do I learn python?');
    expect(research('espresso vs cappuccino')).toContain(
      'What is the difference between espresso and cappuccino?',
    );
    expect(research('pizza near me')).toContain('Which pizza places near me are open now?');
  });

  it('reads the intent from the keyword’s modifiers', () => {
    expect(section(research('best running shoes'), 0)[0]).toContain(
      'Primary intent: Commercial investigation',
    );
    expect(section(research('buy espresso machine'), 0)[0]).toContain(
      'Primary intent: Transactional',
    );
    expect(section(research('what is meditation'), 0)[0]).toContain(
      'Primary intent: Informational',
    );
  });

  it.each(['xqzvbn flurb', 'kubernetes autoscaling', 'blorptastic zingwort'])(
    'says it does not know %j instead of filling a template',
    (keyword) => {
      const text = research(keyword);
      expect(text).toContain(`does not know “${keyword}”`);
      expect(text).not.toContain('2. RELATED KEYWORDS');
    },
  );

  it('names the word it does not know rather than research another sense of the rest', () => {
    // "ingress" alone is water seeping in; without "kubernetes" the research was about drips.
    const text = research('kubernetes ingress');
    expect(text).toContain('does not know “kubernetes” in “kubernetes ingress”');
    expect(text).not.toContain('2. RELATED KEYWORDS');
    expect(text).not.toMatch(/seepage|drips|puddle/);
  });

  it('writes a mass-noun product without an article, and a practice for an audience as one', () => {
    expect(research('project management software')).not.toMatch(/\ban? project management/i);
    const yoga = research('yoga for seniors');
    expect(yoga).toContain('Is yoga safe for seniors?');
    expect(yoga).not.toMatch(/buyer|cost|pricing|features of yoga/i);
  });

  it('compares a topic only with a real alternative, never with a neighbour of one of its words', () => {
    const software = research('project management software');
    expect(software).not.toMatch(/difference between project management software and/);
    expect(relatedTerms(software)).not.toContain('enterprise');
    expect(research('espresso machine')).not.toMatch(/difference between an espresso machine and/);
    // A one-word topic keeps its alternative of the same kind.
    expect(research('espresso')).toContain(
      'What is the difference between espresso and cappuccino?',
    );
  });

  it('asks about software what people ask about software', () => {
    const software = research('project management software');
    expect(software).toContain('Is there free project management software?');
    expect(software).not.toMatch(/How long does project management software last|buying/);
    expect(research('budgeting app')).toContain('Is there a free budgeting app?');
    // Physical products keep their own questions.
    expect(research('espresso machine')).toContain('How long does an espresso machine last?');
  });

  it('says it does not know a three-word topic with an unknown word', () => {
    const text = research('kubernetes ingress controller');
    expect(text).toContain('does not know “kubernetes”');
    expect(text).not.toContain('2. RELATED KEYWORDS');
  });

  it('asks for a keyword when there is none', () => {
    expect(research('   ')).toBe(EMPTY_KEYWORD_MESSAGE);
    expect(research('\u0000\u0001')).toBe(EMPTY_KEYWORD_MESSAGE);
  });

  it('is deterministic', () => {
    expect(research('sourdough starter')).toBe(research('sourdough starter'));
  });

  it('always writes text, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (keyword) => {
        expect(research(keyword).length).toBeGreaterThan(0);
      }),
      // Each known word costs a scan of the whole vocabulary (tens of milliseconds).
      { numRuns: 30 },
    );
  }, 60_000);
});
