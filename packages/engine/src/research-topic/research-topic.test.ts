import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KINDS } from './kind-table.ts';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { foreignLongTail, foreignQuestions, LANGUAGES, readForeign } from './other-languages.ts';
import { EMPTY_KEYWORD_MESSAGE, researchTopic } from './research-topic.ts';

const knowledge = loadTopicKnowledge();
const research = (keyword: string) => researchTopic(keyword, knowledge);

/** The corpus of bench/keywords (issue 33): 64 English topics in eight domains, and others. */
const corpus = JSON.parse(
  readFileSync(new URL('../../../../bench/keywords/topics.json', import.meta.url), 'utf8'),
) as { topics: Record<string, string[]>; other: Record<string, string[]> };
const ENGLISH = Object.values(corpus.topics).flat();

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

const primaryIntent = (text: string) => section(text, 0)[0] ?? '';
const questions = (text: string) => section(text, 3).map((line) => line.replace(/^- /, ''));

describe('keyword research keeps the spec’s format', () => {
  it.each(ENGLISH)('writes five sections with the prompt’s counts for %j', (keyword) => {
    const text = research(keyword);
    expect(text.startsWith(`AI keyword research: ${keyword}\n`)).toBe(true);
    const positions = SECTIONS.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(section(text, 1).length).toBeGreaterThanOrEqual(10);
    expect(section(text, 1).length).toBeLessThanOrEqual(15);
    expect(section(text, 2).length).toBeGreaterThanOrEqual(3);
    expect(section(text, 2).length).toBeLessThanOrEqual(5);
    expect(section(text, 3).length).toBeGreaterThanOrEqual(5);
    expect(section(text, 3).length).toBeLessThanOrEqual(10);
    for (const question of questions(text)) expect(question).toMatch(/^[A-Z].*\?$/);
  });

  it('keeps the words the screen and its browser tests rely on', () => {
    expect(research('solar panels')).toContain('photovoltaic');
    const sourdough = research('sourdough starter');
    expect(sourdough).toContain('sourdough starter');
    expect(sourdough.split('\n').length).toBeGreaterThan(20);
  });
});

describe('the intent comes from the whole keyword', () => {
  it('reads "cost optimization" of an unknown thing as lowering a cost, and says what it does not know', () => {
    const text = research('kubernetes cost optimization');
    expect(primaryIntent(text)).toContain('Informational (improve)');
    expect(questions(text)).toContain('How can I lower kubernetes costs?');
    expect(text).toContain('Not known: “kubernetes” is not in the built-in English lexicon');
    expect(text).not.toMatch(/How much does kubernetes cost/);
  });

  it('reads "sources" as a list and "checklist" as steps', () => {
    const vegan = research('vegan protein sources');
    expect(primaryIntent(vegan)).toContain('(list)');
    expect(questions(vegan)).toContain('What are the best vegan protein sources?');
    const gdpr = research('gdpr compliance checklist');
    expect(primaryIntent(gdpr)).toContain('(steps)');
    expect(questions(gdpr)).toContain('What should a checklist for GDPR compliance include?');
    expect(gdpr).toContain('“gdpr” is not in the built-in English lexicon');
    // A checklist of a thing lists what it takes; a thing has no steps.
    const gear = questions(research('camping gear checklist'));
    expect(gear).toContain('What are the requirements for camping gear?');
    expect(gear.join('\n')).not.toMatch(/steps does camping gear/);
  });

  it('makes a search local for what is found at a place, and names the place typed', () => {
    const rome = section(research('hotels in rome'), 1).join('\n');
    expect(rome).toContain('- cheap hotels in rome (long-tail)');
    expect(rome).not.toContain('- cheap hotels (long-tail)');
    const restaurants = research('restaurants in london');
    expect(primaryIntent(restaurants)).toContain('(local)');
    expect(questions(restaurants)).toContain('How do I find good restaurants in London?');
    expect(questions(restaurants).join('\n')).not.toContain('near me');
    // Travel in Paris is no business near Paris, and no "a travel".
    const travel = research('paris travel guide');
    expect(primaryIntent(travel)).not.toContain('(local)');
    expect(questions(travel)).toContain('How do I plan travel in Paris?');
    expect(travel).not.toMatch(/\ba travel\b|travels? near/);
    // A lawn and a haunt ("repair") are no places.
    const lawn = research('lawn care service');
    expect(lawn).toContain('Topic read as: lawn care service, a service');
    expect(lawn).not.toContain('in lawn');
    expect(research('roof repair')).toContain('Topic read as: roof repair');
  });

  it('reads "emergency" as urgent only of someone to call', () => {
    expect(primaryIntent(research('emergency dentist'))).toContain('(local)');
    const fund = research('emergency fund');
    expect(primaryIntent(fund)).not.toContain('(local)');
    expect(fund).not.toContain('near me');
    expect(questions(fund)).toContain('What is an emergency fund?');
  });

  it('reads a firm one hires as a business, and a trade as no vehicle', () => {
    const movers = questions(research('moving company cost'));
    expect(movers).toEqual(
      expect.arrayContaining([
        'What affects the price of a moving company?',
        'How do I choose a good moving company?',
      ]),
    );
    const painting = research('house painting cost');
    expect(painting).not.toContain('a vehicle');
    expect(painting).toContain('Topic read as: house painting, an activity or practice');
  });

  it('gives an idea an article when WordNet files it among things, and a state none', () => {
    // (Without a cue word: the general questions about an idea are asked only then.)
    expect(questions(research('email newsletter'))).toContain('What is an email newsletter?');
    const security = questions(research('password security'));
    expect(security).toContain('What is password security?');
    expect(security).not.toContain('What is a password security?');
  });

  it('keeps what a thing is near or with as part of it', () => {
    const hotels = questions(research('cheap hotels near airport'));
    expect(hotels).toContain('How much do hotels near airport cost?');
    expect(hotels.join('\n')).not.toMatch(/a hotels/);
  });

  it('reads people named by their work as someone to hire, written as typed', () => {
    const walker = research('dog walker');
    expect(walker).toContain('Topic read as: dog walker, an occupation');
    expect(questions(walker)).toContain('What does a dog walker do?');
  });

  it('asks for recipes made in an appliance, and sights rather than bookings at a place', () => {
    const cooker = questions(research('slow cooker recipes'));
    expect(cooker).toContain('What can I cook in a slow cooker?');
    expect(cooker).not.toContain('How do I make slow cooker?');
    const beaches = research('best beaches in spain');
    expect(questions(beaches)).toContain('What are the best beaches in Spain?');
    expect(beaches).not.toMatch(/open now|beaches in Spain charge/);
  });

  it('asks of a kind of institution what one asks of a firm, and of a named one its own', () => {
    expect(questions(research('preschool near me'))).toContain('What does a preschool do?');
    expect(questions(research('red cross'))).toContain('Who runs red cross?');
  });

  it('reads what a kind of thing is searched for when no word says', () => {
    expect(primaryIntent(research('espresso machine'))).toBe(
      'Primary intent: Commercial investigation: people want to compare espresso machines and choose one that suits them.',
    );
    expect(primaryIntent(research('wedding photographer'))).toContain(
      'Transactional: people want to find and hire a good wedding photographer',
    );
    // A bare occupation may be a career: no hiring is assumed.
    expect(primaryIntent(research('nurse'))).toContain('Informational');
    expect(primaryIntent(research('nurse'))).toContain('a nurse explained plainly');
  });

  it('says what information a kind of topic is wanted for, in the goal', () => {
    expect(primaryIntent(research('retirement planning'))).toBe(
      'Primary intent: Informational: people want to understand retirement planning and how to get started.',
    );
    expect(primaryIntent(research('college application essay'))).toContain(
      'people want to write a college application essay step by step',
    );
    // With nothing to go by, the goal says it is the general one.
    expect(primaryIntent(research('kindergarten readiness'))).toContain(
      'Informational (generic): nothing in the words or the kind says more',
    );
  });

  it('shows no WordNet person as the reading of software', () => {
    const manager = research('password manager');
    expect(manager).toContain('Topic read as: password manager, software.');
    expect(manager).not.toContain('administrator');
  });

  it('reads a trainer as someone to hire, and a cue word of a WordNet noun as the noun', () => {
    expect(research('personal trainer')).toContain(
      'Topic read as: personal trainer, an occupation',
    );
    const guide = research('tour guide');
    expect(guide).toContain('Topic read as: tour guide, an occupation');
    expect(primaryIntent(guide)).not.toContain('(steps)');
  });

  it('splits no prefix off a word it does not know', () => {
    const antivirus = research('best free antivirus');
    expect(antivirus).toContain('“antivirus” is not in the built-in English lexicon');
    expect(antivirus).not.toMatch(/microorganism|What does a free antivirus eat/);
  });

  it('keeps a clause of circumstance with the subject', () => {
    const knee = research('knee pain when running');
    expect(knee).toContain('a health condition');
    expect(questions(knee)).toContain('What causes knee pain when running?');
    expect(knee).not.toContain('Not known: “when”');
    expect(research('headache after eating')).toContain(
      'Topic read as: headache after eating, a health condition',
    );
  });

  it('reads a gerund WordNet lacks as unknown, not as the noun of its verb', () => {
    const hosting = research('wordpress hosting');
    expect(hosting).not.toMatch(/master of ceremonies|entertainer/);
    expect(hosting).toContain('“wordpress” is not in the built-in English lexicon');
    expect(questions(hosting)).toContain('What is wordpress hosting?');
  });

  it('asks what a group of people needs when the topic is one', () => {
    expect(questions(research('first time home buyer'))).toEqual(
      expect.arrayContaining([
        'What should first time home buyers know first?',
        'What mistakes do first time home buyers make most often?',
      ]),
    );
  });

  it('reads comparisons, prices, places, audiences and conditions', () => {
    expect(primaryIntent(research('best running shoes for flat feet'))).toContain(
      'Commercial investigation (compare)',
    );
    expect(questions(research('best running shoes for flat feet'))).toContain(
      'What are the best running shoes for flat feet?',
    );
    expect(questions(research('python vs javascript'))).toContain(
      'What is the difference between python and javascript?',
    );
    expect(questions(research('cheap flights to paris'))).toContain(
      'How much do flights to Paris cost?',
    );
    expect(questions(research('things to do in lisbon'))).toContain(
      'What are the best things to do in Lisbon?',
    );
    expect(primaryIntent(research('plumber near me'))).toContain('Navigational (local)');
    expect(questions(research('yoga for seniors'))).toContain('Is yoga safe for seniors?');
    expect(questions(research('high blood pressure diet'))).toContain(
      'Which foods should I avoid with high blood pressure?',
    );
    expect(questions(research('credit score improvement'))).toContain(
      'How can I improve my credit score?',
    );
  });

  it('asks what people ask about the kind of thing WordNet says the topic is', () => {
    // The sense is chosen with the other words: a sourdough starter is food, not a motor.
    expect(research('sourdough starter')).toContain('a food');
    expect(questions(research('sourdough starter'))).toContain(
      'How do I make sourdough starter at home?',
    );
    expect(questions(research('migraine symptoms'))).toContain(
      'What are the first symptoms of migraine?',
    );
    expect(questions(research('wedding photographer'))).toContain(
      'How much does a wedding photographer charge?',
    );
    expect(questions(research('password manager'))).toContain('Is there a free password manager?');
    expect(questions(research('how to learn spanish'))).toContain('Is Spanish hard to learn?');
  });
});

describe('the reading of compounds, measures and what the words turn away from', () => {
  const MORE = (
    JSON.parse(
      readFileSync(new URL('../../../../bench/keywords/more-topics.json', import.meta.url), 'utf8'),
    ) as { topics: string[] }
  ).topics;

  it('shows a WordNet sense only of the whole subject, never of the last word of a compound', () => {
    const partial: string[] = [];
    let shown = 0;
    for (const keyword of [...ENGLISH, ...MORE]) {
      const line = research(keyword)
        .split('\n')
        .find((text) => text.startsWith('Topic read as: '));
      const sense = line && /“([^”]+)” as a kind of/.exec(line)?.[1];
      if (!line || !sense) continue;
      shown += 1;
      const subject = line
        .slice('Topic read as: '.length, line.indexOf(', '))
        .replace(/ (?:in|to|for|after|when|near|with|without|and) .*$/, '');
      const words = (text: string) => text.split(/[\s-]+/).length;
      if (words(subject) !== words(sense)) partial.push(`${keyword}: “${sense}” of ${subject}`);
    }
    expect(shown).toBeGreaterThan(20);
    expect(partial).toEqual([]);
  });

  it('reads an idea named by a rate or a score as a measure, but a loan’s rate as a charge', () => {
    for (const keyword of [
      'landing page conversion rate',
      'net promoter score',
      'credit score improvement',
    ]) {
      const text = research(keyword);
      expect(text, keyword).toMatch(/Topic read as: [^\n]*, a measure/);
      expect(
        questions(text).some((question) => /good|improve/.test(question)),
        keyword,
      ).toBe(true);
    }
    expect(research('mortgage rates')).not.toMatch(/Topic read as: [^\n]*, a measure/);
  });

  it('asks of an act done to a loan who qualifies and how to apply', () => {
    for (const keyword of ['mortgage refinancing', 'student loan forgiveness']) {
      const text = research(keyword);
      expect(text, keyword).toContain('a financial procedure');
      expect(questions(text), keyword).toContain(`Who qualifies for ${keyword}?`);
      expect(text, keyword).not.toContain('tools, courses and services');
    }
  });

  it('turns to the other options for "alternatives", without the topic’s own searches', () => {
    const text = research('payday loan alternatives');
    expect(primaryIntent(text)).toContain('(alternatives)');
    expect(questions(text)).toContain('What are the alternatives to payday loans?');
    const own = (KINDS.get('finance')?.searches ?? []).map((pattern) =>
      pattern.replace('{a np}', 'a payday loan').replace('{np}', 'payday loan'),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const search of own) expect(text).not.toContain(`- ${search} (long-tail)`);
  });

  it('keeps a place from making a search local when the words ask for a plan or tips', () => {
    for (const keyword of ['japan itinerary', 'lisbon tips', 'iceland ring road itinerary']) {
      const text = research(keyword);
      expect(primaryIntent(text), keyword).not.toContain('Navigational');
      expect(text, keyword).not.toMatch(/What do [^?]* charge\?/);
    }
    expect(primaryIntent(research('japan itinerary'))).toContain('(itinerary)');
    // What is found at a place stays local.
    expect(primaryIntent(research('wedding venues in austin'))).toContain('Navigational');
  });

  it('reads "basics" and "tutorial" as learning it, and no sense of another kind of thing', () => {
    for (const keyword of ['linux command line basics', 'python tutorial', 'git rebase tutorial'])
      expect(primaryIntent(research(keyword)), keyword).toContain('(learn)');
    // WordNet's python is a snake: a tutorial is not about one, and the research says so.
    const python = research('python tutorial');
    expect(python).toContain('Other sense: “python”');
    expect(python).not.toContain('an animal.');
  });

  it('asks of selling and advertising done as work how to do it well and measure it', () => {
    for (const keyword of ['email marketing automation', 'social media advertising']) {
      const text = research(keyword);
      expect(text, keyword).toContain('a business practice');
      expect(questions(text), keyword).toContain(`How do I measure the results of ${keyword}?`);
    }
    // A pastime is no business practice.
    expect(research('gardening tips')).not.toContain('a business practice');
  });

  it('reads a message one writes as a document, not as software to buy', () => {
    const text = research('b2b cold email');
    expect(text).toContain('a document');
    expect(questions(text)).toContain('How do I write a B2B cold email?');
    expect(text).not.toContain('What is the best b2b cold email?');
  });
});

describe('the whole phrase decides the kind, not its head word alone', () => {
  const reading = (text: string) =>
    section(text, 0).find((line) => line.startsWith('Topic read as: ')) ?? '';

  it('reads a route between two places as a way to travel, its times and fares asked', () => {
    for (const keyword of [
      'bus from hanoi to hue',
      'ferry from dover to calais',
      'flights from new york to london',
    ]) {
      const text = research(keyword);
      expect(primaryIntent(text)).toContain('(route)');
      expect(reading(text)).toContain('a way to travel');
      expect(questions(text).some((question) => /^How long (?:does|do) the /.test(question))).toBe(
        true,
      );
      expect(text).not.toMatch(/Where should I stay in|a place[.(]/);
    }
    // A switch of phones or a letter from Santa travels no route.
    for (const keyword of ['switch from android to iphone', 'letter from santa to kids'])
      expect(primaryIntent(research(keyword))).not.toContain('(route)');
  });

  it('reads a stay of some days or weeks at a place as a trip to plan, not a measure', () => {
    for (const [keyword, place] of [
      ['3 days in rome', 'Rome'],
      ['one week in iceland', 'Iceland'],
      ['weekend in paris', 'Paris'],
    ] as const) {
      const text = research(keyword);
      expect(primaryIntent(text)).toContain('(itinerary)');
      expect(reading(text)).toContain(`${place}, a place`);
      expect(text).not.toMatch(/(?:are|is) [^.?]* measured\?|, a measure/);
    }
  });

  it('reads "on a budget" as doing it for less, never as a thing to find', () => {
    for (const [keyword, subject] of [
      ['paris on a budget', 'to see Paris for less'],
      ['wedding on a budget', 'to pay less for'],
    ] as const) {
      const text = research(keyword);
      expect(primaryIntent(text)).toContain(`(budget): people want ${subject}`);
      expect(questions(text).join(' ')).not.toContain('on a budget');
    }
  });

  it('reads relief of a condition as its treatment', () => {
    for (const [keyword, condition] of [
      ['back pain relief', 'back pain'],
      ['heartburn relief', 'heartburn'],
    ] as const) {
      const text = research(keyword);
      expect(primaryIntent(text)).toContain(
        `(treatment): people want the treatments for ${condition}`,
      );
      expect(questions(text)).toContain(`When should I see a doctor about ${condition}?`);
      expect(text).not.toContain(`${condition} for ${condition}`);
    }
  });

  it('asks of "X side effects" what taking X does, not the questions of an illness', () => {
    for (const [keyword, thing] of [
      ['melatonin side effects', 'melatonin'],
      ['statins side effects', 'statins'],
      ['ozempic side effects', 'ozempic'],
    ] as const) {
      const text = research(keyword);
      expect(primaryIntent(text)).toContain(
        `(side effects): people want the side effects of ${thing}`,
      );
      expect(questions(text)).toContain(`Who should not take ${thing}?`);
      expect(text).not.toMatch(/diagnosis|What are the symptoms of/);
    }
  });

  it('reads a dish named by how it is made as food to make, not a plant or a list', () => {
    for (const keyword of ['roasted sweet potatoes', 'baked apples', 'easy overnight oats']) {
      const text = research(keyword);
      expect(reading(text)).toContain('a food');
      expect(questions(text)).toContain(`How do I make ${keyword} at home?`);
      expect(text).not.toMatch(/Which [^?]+ are the best\?|How do I grow/);
    }
    // A list of kinds of food is still a list.
    expect(primaryIntent(research('healthy snacks'))).toContain('a list of healthy snacks');
  });

  it('keeps what a task is for in it when the lexicon does not know the words', () => {
    for (const keyword of ['how to study for the mcat', 'how to prepare for the lsat']) {
      const action = keyword.replace('how to ', '');
      const text = research(keyword);
      expect(primaryIntent(text)).toContain(`instructions to ${action}`);
      expect(questions(text)).toContain(`How do I ${action}?`);
      // The word it keeps without knowing it is said to be unknown.
      expect(text).toMatch(/Not known: “(?:mcat|lsat)”/);
    }
  });

  it('reads a guide to an idea as the document, and a thing named by its use as an object', () => {
    for (const keyword of ['writing style guide', 'seo style guide']) {
      const text = research(keyword);
      expect(reading(text)).toContain(`${keyword}, a document`);
      expect(questions(text)).toContain(`What should a ${keyword} include?`);
    }
    for (const keyword of ['storage cubes', 'measuring cups']) {
      const text = research(keyword);
      expect(reading(text)).toContain('a product');
      expect(text).not.toMatch(/(?:are|is) [^.?]* measured\?|, a measure/);
    }
  });
});

describe('templates and terms of the right category', () => {
  const reading = (text: string) =>
    section(text, 0).find((line) => line.startsWith('Topic read as: ')) ?? '';
  const terms = (text: string) =>
    section(text, 1)
      .filter((line) => line.endsWith('(related term)'))
      .map((line) => line.slice(2, -' (related term)'.length));

  it('asks of a deposit account its rate and how to open it, not who qualifies for a loan', () => {
    for (const keyword of ['checking account', 'joint bank account', 'savings accounts for kids']) {
      const text = research(keyword);
      expect(reading(text)).toContain('a bank account');
      expect(text).toMatch(/how to open|open (?:a|an|one)\b/i);
      expect(text).not.toMatch(/Who qualifies for|how to apply for|What documents do I need/i);
    }
  });

  it('reads work done to a made thing WordNet names only as a verb as a service to book', () => {
    for (const keyword of ['pool resurfacing', 'carpet shampooing', 'boat winterizing']) {
      const text = research(keyword);
      expect(reading(text)).toContain('a service');
      expect(text).not.toContain('how to get started');
      // Other kinds of the thing worked on ("river boat", "prayer rug") are not its terms.
      expect(terms(text).filter((term) => / (?:carpet|rug|boat)$/.test(term))).toEqual([]);
    }
  });

  it('lists no other kinds of a thing found at a place or on a route', () => {
    for (const keyword of [
      'hotels in rome',
      'cheap hotels in berlin',
      'ferry from dover to calais',
    ]) {
      const text = research(keyword);
      expect(
        terms(text).filter((term) => /resort|inn\b|ritz|casino|ferry|boat/.test(term)),
      ).toEqual([]);
      // The research is still there: ten searches at least.
      expect(section(text, 1).length).toBeGreaterThanOrEqual(10);
    }
    // Away from a place, the kinds of a thing stay: "air travel" of a travel guide.
    expect(terms(research('paris travel guide'))).toContain('air travel');
  });
});

describe('honest about what it cannot know', () => {
  it.each(corpus.other.gibberish!)('answers %j with a short “not known”', (keyword) => {
    const text = research(keyword);
    expect(text).toContain(`does not know “${keyword}”`);
    expect(text).not.toContain('2. RELATED KEYWORDS');
    expect(text.split('\n').length).toBeLessThan(12);
  });

  it.each(ENGLISH)('invents no search volumes, difficulty or trends for %j', (keyword) => {
    const text = research(keyword);
    expect(text).toContain('No search data');
    expect(text).not.toMatch(/\d+(?:[.,]\d+)?\s*(?:%|searches|monthly|per month|\/mo)/i);
    expect(text).not.toMatch(/(?:volume|difficulty|trend)\s*:\s*\S/i);
  });
});

describe('German, French and Spanish topics', () => {
  const cases: [string, string, RegExp][] = [
    ['fahrrad reparieren', 'German', /Wie geht das Schritt für Schritt\?/],
    [
      'beste laufschuhe für plattfüße',
      'German',
      /Laufschuhe für Plattfüße: Welche sind die besten/,
    ],
    ['recette pain sans gluten', 'French', /quels ingrédients faut-il \?/],
    ["comment apprendre l'anglais", 'French', /^- Comment apprendre l'anglais \?$/m],
    ['cómo ahorrar dinero', 'Spanish', /^- ¿Cómo ahorrar dinero\?$/m],
    ['seguro de viaje precio', 'Spanish', /¿cuánto cuesta\?/],
  ];
  it.each(cases)(
    'answers %j in %s, saying related terms are unavailable',
    (keyword, name, asked) => {
      const text = research(keyword);
      expect(text).toContain(`Language: ${name}.`);
      expect(text).toContain(`Related terms: not available in ${name}.`);
      expect(text).toMatch(asked);
      expect(section(text, 3).length).toBeGreaterThanOrEqual(5);
      expect(section(text, 1).length).toBeGreaterThanOrEqual(10);
    },
  );

  it('reads cues of several words, keeps small German words small, and asks of any kind', () => {
    const flights = research('günstige flüge nach berlin');
    expect(flights).toContain('Flüge nach Berlin: Was kostet das?');
    const lose = research('wie kann ich abnehmen');
    expect(primaryIntent(lose)).toContain('(how to)');
    expect(lose).toContain('Abnehmen: Wie geht das Schritt für Schritt?');
    expect(primaryIntent(research('hôtel pas cher paris'))).toContain('(price)');
    // Insurance has no models.
    expect(research('mejor seguro de coche')).toContain(
      'Seguro de coche: ¿cuáles son las mejores opciones?',
    );
  });

  it('reads every intent cue of each language, with five questions and ten searches', () => {
    const bases = { de: 'fahrrad', fr: 'vélo', es: 'bicicleta' } as const;
    const misread: string[] = [];
    for (const language of ['de', 'fr', 'es'] as const) {
      const table = LANGUAGES[language];
      for (const [cue, facet] of Object.entries(table.cues)) {
        const reading = readForeign(language, `${bases[language]} ${cue}`);
        if (reading.facet !== facet || reading.topic !== bases[language])
          misread.push(`${language} ${cue}: ${reading.facet} “${reading.topic}”`);
        expect(foreignQuestions(reading).length, cue).toBeGreaterThanOrEqual(5);
        expect(foreignLongTail(reading).length, cue).toBeGreaterThanOrEqual(10);
      }
      // Beyond how-to, compare, price, buy and recipe: near me, ideas, tips, symptoms,
      // alternatives, checklists and definitions have cues and questions of their own.
      expect(new Set(Object.values(table.cues)).size, language).toBeGreaterThanOrEqual(11);
    }
    expect(misread).toEqual([]);
  });

  it('reads the newer cues end to end, in the topic’s language', () => {
    const cases: [string, string, string][] = [
      ['zahnarzt in der nähe', 'German', 'Navigational (local)'],
      ['was ist inflation', 'German', '(definition)'],
      ['idées repas', 'French', '(list)'],
      ['conseils jardinage', 'French', '(tips)'],
      ['síntomas ansiedad', 'Spanish', '(symptoms)'],
      ['dentista cerca de mí', 'Spanish', 'Navigational (local)'],
    ];
    for (const [keyword, name, intent] of cases) {
      const text = research(keyword);
      expect(text, keyword).toContain(`Language: ${name}.`);
      expect(primaryIntent(text), keyword).toContain(intent);
    }
    // A comparison of shoes asks no general "how does it work", and no search is the keyword.
    expect(research('mejores zapatillas para correr')).not.toContain('¿cómo funciona?');
    for (const keyword of Object.values(corpus.other).flat())
      expect(section(research(keyword), 1), keyword).not.toContain(`- ${keyword} (long-tail)`);
  });

  it('keeps English topics in English', () => {
    for (const keyword of ['homeschooling', 'comment box', 'seo for ecommerce'])
      expect(research(keyword), keyword).not.toContain('Language:');
  });
});

describe('any input', () => {
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
      { numRuns: 100 },
    );
  }, 60_000);
});
