import { describe, expect, it } from 'vitest';
import { readTopicLists } from '../../../../bench/keywords/topic-lists.ts';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { kindOfSense, pluralOf, readTopic } from './read-topic.ts';
import { researchTopic } from './research-topic.ts';

const knowledge = loadTopicKnowledge();
const { lexicon } = knowledge;

const TOPICS = readTopicLists();
const questionsOf = (text: string) =>
  text
    .slice(text.indexOf('4. QUESTIONS PEOPLE ASK'), text.indexOf('5. OPTIMIZATION TIPS'))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));

/** Questions that treat the topic as something to buy, hire or find nearby. */
const CHOOSING =
  /\b(?:charge|hire|hiring|near me|buying guide|reviews of|last\?|clean and maintain)\b/i;

describe('compounds WordNet does not hold as a whole', () => {
  // Shapes of such terms, none in the topic lists: an acronym, a number, a property before a
  // head whose everyday sense is a thing to buy or hire.
  const TERMS = ['ssh keys', 'dns records', '401 plan', 'feature flags', 'lookalike audiences'];

  it('reads a compound named by an acronym, a number or a property as a term to explain', () => {
    for (const topic of TERMS) {
      const reading = readTopic(knowledge, topic);
      expect(reading.kind, topic).toBe('term');
      expect(reading.intent, topic).toBe('informational');
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(asked.length, topic).toBeGreaterThanOrEqual(5);
      expect(
        asked.filter((question) => CHOOSING.test(question)),
        topic,
      ).toEqual([]);
    }
  });

  it('keeps the kind of a thing named by its material, use or spec, and of any term bought', () => {
    for (const topic of ['yoga mat', 'espresso machine', 'cast iron skillet', '4k monitor'])
      expect(readTopic(knowledge, topic).kind, topic).not.toBe('term');
    // Words that ask to buy, hire or find it keep it a thing to choose.
    for (const topic of ['best ssh keys', 'feature flags near me', 'dns records cost'])
      expect(readTopic(knowledge, topic).kind, topic).not.toBe('term');
  });

  it('asks no buying or hiring question of any term in the topic lists', () => {
    const terms = TOPICS.filter((topic) => readTopic(knowledge, topic).kind === 'term');
    expect(terms.length).toBeGreaterThanOrEqual(3);
    for (const topic of terms)
      expect(
        questionsOf(researchTopic(topic, knowledge)).filter((question) => CHOOSING.test(question)),
        topic,
      ).toEqual([]);
  });
});

describe('the words of a task', () => {
  it('keeps a verb of several words whole, in every how-to topic of the lists', () => {
    const tasks = TOPICS.filter((topic) => /^how to /.test(topic));
    let several = 0;
    for (const topic of tasks) {
      const words = topic.split(' ').slice(2);
      // The longest verb WordNet holds at the start of the task ("get rid of", "set up").
      const verb = [4, 3, 2]
        .map((length) => words.slice(0, length).join(' '))
        .find((joined) => joined.includes(' ') && lexicon.senses(joined, 'verb').length > 0);
      if (!verb) continue;
      several += 1;
      const reading = readTopic(knowledge, topic);
      expect(reading.action?.toLowerCase().startsWith(verb), topic).toBe(true);
      // The object never starts with a piece of the verb ("rid of hiccups", "up SSH keys").
      const object = [...reading.phrase.before, reading.phrase.head].join(' ').toLowerCase();
      const rest = verb.split(' ').slice(1);
      expect(
        rest.some((piece) => object.split(' ')[0] === piece),
        topic,
      ).toBe(false);
    }
    expect(several).toBeGreaterThanOrEqual(2);
  });

  it('keeps names typed as one token whole and in capitals: letters, versions, sizes', () => {
    for (const [topic, name] of [
      ['how to buy i bonds', 'I bonds'],
      ['3d printing for beginners', '3D printing'],
      ['how to learn c++', 'C++'],
    ] as const) {
      const text = researchTopic(topic, knowledge);
      expect(
        questionsOf(text).some((question) => question.includes(name)),
        topic,
      ).toBe(true);
      expect(text, topic).not.toMatch(/\bhow to i\b|\b3 d\b|\bc \+/i);
    }
  });

  it('asks no cost of a task done fast unless it is paperwork or a service', () => {
    const fast = TOPICS.map((topic) => readTopic(knowledge, topic)).filter((reading) =>
      reading.facets.includes('fast'),
    );
    expect(fast.length).toBeGreaterThanOrEqual(2);
    for (const reading of fast) {
      const asked = questionsOf(researchTopic(reading.keyword, knowledge));
      expect(
        asked.some((question) => /fast/i.test(question)),
        reading.keyword,
      ).toBe(true);
      if (!['procedure', 'document', 'award', 'finance', 'tax', 'service'].includes(reading.kind!))
        expect(
          asked.filter((question) => /\b(?:pay|cost|price)\b/i.test(question)),
          reading.keyword,
        ).toEqual([]);
    }
  });
});

describe('names and articles', () => {
  it('writes names as the searcher typed them or as WordNet writes them', () => {
    for (const [topic, name] of [
      ['HubSpot alternatives', 'HubSpot'],
      ['how to cite a website in APA', 'APA'],
      ['costa rica on a budget', 'Costa Rica'],
      ['global entry vs tsa precheck', 'TSA'],
    ] as const) {
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(
        asked.some((question) => question.includes(name)),
        topic,
      ).toBe(true);
    }
    // A common word that also names an acronym in WordNet stays a word ("pet", "cat").
    expect(researchTopic('pet insurance', knowledge)).not.toContain('PET');
  });

  it('asks of a method named with a quality without an article, of a measure with one', () => {
    const method = questionsOf(researchTopic('spaced repetition', knowledge));
    expect(method).toContain('What is spaced repetition?');
    expect(method.filter((question) => / a spaced repetition/.test(question))).toEqual([]);
    expect(questionsOf(researchTopic('expense ratio', knowledge))).toContain(
      'What counts as a good expense ratio?',
    );
  });
});

describe('time, price units and shapes that are no kind of their own', () => {
  const intentLine = (text: string) =>
    text.split('\n').find((line) => line.startsWith('Primary intent:')) ?? '';

  it('reads a month or a season after a place as when the trip is', () => {
    for (const topic of ['lisbon in october', 'iceland in winter']) {
      const reading = readTopic(knowledge, topic);
      expect(reading.facets[0], topic).toBe('season');
      expect(reading.kind, topic).toBe('place');
      expect(reading.when, topic).toBeDefined();
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(
        asked.some((question) => question.includes(`in ${reading.when}`)),
        topic,
      ).toBe(true);
      expect(
        asked.filter((question) => /measured|improve/.test(question)),
        topic,
      ).toEqual([]);
    }
    // A month is written as a name, a season is not.
    expect(readTopic(knowledge, 'lisbon in october').when).toBe('October');
    expect(readTopic(knowledge, 'rome in fall').when).toBe('fall');
    // What is done in a month is no trip, and an activity then is what to do then.
    expect(readTopic(knowledge, 'pruning roses in march').facets).not.toContain('season');
    const task = readTopic(knowledge, 'fishing in october');
    expect(task.facets[0]).toBe('season-task');
    expect(task.kind).not.toBe('measure');
  });

  it('reads the unit after "per" as a rate asked of what comes before it, never as a measure', () => {
    // Shapes in the topic lists and beside them: a price or a time per unit.
    const perUnit = [
      ...TOPICS.filter((topic) => / per \S+$/.test(topic) || /^how long to /.test(topic)),
      'deck stain cost per gallon',
      'how long to smoke a brisket per pound',
      'how long should i steep green tea',
    ];
    expect(perUnit.length).toBeGreaterThanOrEqual(5);
    for (const topic of perUnit) {
      const reading = readTopic(knowledge, topic);
      expect(reading.kind, topic).not.toBe('measure');
      const unit = / per (\S+)$/.exec(topic)?.[1];
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(
        asked.filter((question) => /measured|improve|counts as a good/.test(question)),
        topic,
      ).toEqual([]);
      if (unit) {
        expect(reading.rate, topic).toBe(`per ${unit}`);
        expect(reading.head?.lemma, topic).not.toBe(unit);
        expect(asked[0], topic).toMatch(new RegExp(`^How (?:much|long) .* per ${unit}\\?$`));
      }
      // A task timed is asked how long it takes, of the task.
      if (/^how long /.test(topic)) {
        expect(reading.facets[0], topic).toBe('duration');
        expect(asked[0], topic).toMatch(/^How long does it take to /);
      }
    }
    // A rate that is the topic itself stays a measure; "per" in the middle is no unit asked.
    for (const topic of ['conversion rate', 'expense ratio'])
      expect(readTopic(knowledge, topic).kind, topic).toBe('measure');
    expect(readTopic(knowledge, 'pay per click advertising').rate).toBeUndefined();
  });

  it('reads a head as a measure only by its main sense, not by a rarer or unsure one', () => {
    // A measure template asked of a word a rarer sense makes a measure ("How is a CRON
    // expression measured?", "airport parking calculator") is no search anyone makes.
    const measured = (topic: string) => {
      const reading = readTopic(knowledge, topic);
      if (reading.kind !== 'measure' || !reading.head) return true;
      const senses = lexicon.senses(reading.head.lemma, 'noun');
      const total = senses.reduce((sum, sense) => sum + sense.tagCount, 0);
      const ofMeasures = senses
        .filter((sense) => kindOfSense(lexicon, sense.synset) === 'measure')
        .reduce((sum, sense) => sum + sense.tagCount, 0);
      const first = senses[0]!;
      const mainAndSure =
        reading.head.certain !== false &&
        first.synset === reading.head.synset &&
        senses.slice(1).every((sense) => sense.tagCount < first.tagCount);
      // A first sense of no measure kind: the modifiers chose the measure ("credit score").
      const chosenByModifiers =
        kindOfSense(lexicon, first.synset) !== 'measure' && reading.modifiers.length > 0;
      return mainAndSure || ofMeasures * 2 > total || chosenByModifiers;
    };
    for (const topic of TOPICS) expect(measured(topic), topic).toBe(true);
    for (const topic of ['cron expression', 'regex expression', 'airport parking', 'hotel parking'])
      expect(readTopic(knowledge, topic).kind, topic).not.toBe('measure');
    // A number after a name is its version or model, never a head of its own.
    for (const topic of [...TOPICS.filter((topic) => /\S \d+$/.test(topic)), 'windows 11']) {
      const reading = readTopic(knowledge, topic);
      expect(reading.kind, topic).not.toBe('measure');
      expect(reading.head?.lemma ?? '', topic).not.toMatch(/^\d+$/);
    }
    expect(readTopic(knowledge, 'best chef knife under 100').kind).toBe('product');
    // Heads whose main sense is a measure, or that a modifier makes one, stay measures.
    const kept = [
      'conversion rate',
      'expense ratio',
      'blood sugar levels',
      'remote work productivity',
      'heart rate',
      'water temperature',
      'net promoter score',
      'share of voice',
    ];
    for (const topic of kept) expect(readTopic(knowledge, topic).kind, topic).toBe('measure');
    expect(
      TOPICS.filter((topic) => readTopic(knowledge, topic).kind === 'measure').length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('reads the best time to do something as when to do it', () => {
    for (const topic of ['best time to sell a house', 'cheapest day to book flights']) {
      const reading = readTopic(knowledge, topic);
      expect(reading.facets[0], topic).toBe('timing');
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(asked[0], topic).toMatch(/^When is the best time to /);
    }
    expect(readTopic(knowledge, 'best time to visit japan').facets[0]).toBe('time');
  });

  it('reads a thing had online as the online thing, and keeps a task done online a task', () => {
    const reading = readTopic(knowledge, 'piano teacher online');
    expect(reading.kind).toBe('occupation');
    expect(reading.phrase.before).toContain('online');
    expect(researchTopic('piano teacher online', knowledge)).not.toMatch(/near me/);
    expect(readTopic(knowledge, 'learn piano online').facets).toContain('how-to');
  });

  it('reads "signs of X", "side effects of X" and "how much does X cost" as X with that ending', () => {
    const pairs = [
      ['signs of anemia', 'anemia symptoms'],
      ['side effects of melatonin', 'melatonin side effects'],
      ['how much does a roof replacement cost', 'roof replacement cost'],
      ['types of pasta', 'pasta types'],
      ['is sugar bad for you', 'sugar benefits'],
    ];
    for (const [question, ending] of pairs) {
      const asked = readTopic(knowledge, question!);
      const plain = readTopic(knowledge, ending!);
      expect(asked.facets, question).toEqual(plain.facets);
      expect(asked.phrase.head, question).toBe(plain.phrase.head);
    }
    const howLong = readTopic(knowledge, 'how long does it take to renew a license');
    expect(howLong.facets).toContain('fast');
    expect(howLong.action).toMatch(/^renew /);
    // A name WordNet holds whole is not turned around.
    expect(readTopic(knowledge, 'cost of living').facets).not.toContain('price');
  });

  it('reads a deadline as a date to look up, not a measure to improve', () => {
    // A period set by a rule is looked up too; a stretch of time filled by what one does is
    // planned.
    expect(readTopic(knowledge, 'probation period').kind).toBe('date');
    expect(readTopic(knowledge, 'school year').kind).not.toBe('date');
    for (const topic of ['visa application deadline', 'enrollment deadline']) {
      expect(readTopic(knowledge, topic).kind, topic).toBe('date');
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(asked[0], topic).toMatch(/^When /);
      expect(
        asked.filter((question) => /measured|improve/.test(question)),
        topic,
      ).toEqual([]);
    }
  });

  it('asks a price by the unit typed, of the thing priced', () => {
    for (const topic of ['electrician cost per hour', 'dog walker hourly rate']) {
      const reading = readTopic(knowledge, topic);
      expect(reading.rate, topic).toBe('per hour');
      expect(reading.facets, topic).toContain('price');
      expect(reading.kind, topic).toBe('occupation');
      expect(questionsOf(researchTopic(topic, knowledge))[0], topic).toMatch(/cost per hour\?$/);
    }
    expect(readTopic(knowledge, 'electrician cost').rate).toBeUndefined();
    // A unit with no price word is no price: "how much water per day" asks an amount.
    expect(readTopic(knowledge, 'how much water per day').rate).toBeUndefined();
  });

  it('writes the plural of a person named with "man" with "men", and of "human" with "s"', () => {
    expect(pluralOf('repairman')).toBe('repairmen');
    expect(pluralOf('delivery man')).toBe('delivery men');
    expect(pluralOf('human')).toBe('humans');
    expect(pluralOf('shoe')).toBe('shoes');
  });

  it('reads the hire of a thing as a service, not someone hired', () => {
    for (const topic of ['van hire', 'boat hire'])
      expect(readTopic(knowledge, topic).kind).toBe('service');
    expect(readTopic(knowledge, 'new hire onboarding').kind).not.toBe('service');
  });

  it('asks what to use instead of a substitute, not what switching costs', () => {
    for (const topic of ['tahini substitute', 'buttermilk substitutes']) {
      const reading = readTopic(knowledge, topic);
      expect(reading.facets[0], topic).toBe('substitute');
      expect(reading.intent, topic).toBe('informational');
      const asked = questionsOf(researchTopic(topic, knowledge));
      expect(asked[0], topic).toMatch(/^What can I use instead of /);
      expect(asked.filter((question) => /cheapest|switch|downsides/.test(question))).toEqual([]);
    }
    expect(readTopic(knowledge, 'zoom alternatives').facets[0]).toBe('alternatives');
  });

  it('reads vaccines and medicines as such, never as products to buy and clean', () => {
    expect(readTopic(knowledge, 'measles vaccine').kind).toBe('vaccine');
    expect(readTopic(knowledge, 'aspirin').kind).toBe('medicine');
    for (const topic of ['measles vaccine', 'aspirin'])
      expect(
        questionsOf(researchTopic(topic, knowledge)).filter((question) => CHOOSING.test(question)),
        topic,
      ).toEqual([]);
  });

  it('explains a word of two English nouns run together, and still refuses letters', () => {
    const text = researchTopic('toolchains', knowledge);
    expect(intentLine(text)).toMatch(/explained/);
    expect(questionsOf(text)[0]).toBe('What are toolchains?');
    expect(researchTopic('zqxvbt', knowledge)).not.toContain('1. SEARCH INTENT');
  });

  it('tells two acronyms of one family apart rather than choosing between them', () => {
    const reading = readTopic(knowledge, 'cpa vs cpl');
    expect(reading.facets).toEqual(['difference']);
    expect(reading.sides).toEqual(['CPA', 'CPL']);
    expect(readTopic(knowledge, 'ssd vs hdd').facets).toContain('versus');
  });
});
