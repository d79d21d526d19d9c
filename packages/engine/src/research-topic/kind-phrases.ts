import type { TopicKind } from './classify-topic.ts';

/**
 * What people search and ask about each kind of topic, written so that every filled phrase is
 * grammatical: {a} carries the article a counted noun needs, {is}/{does} agree with the topic.
 * {r} is a related term from the word vectors that reads as a noun.
 */
export interface KindPhrases {
  longTail: readonly string[];
  questions: readonly string[];
  relatedQuestion?: string;
  angles: readonly string[];
}

export const KIND_PHRASES: Record<TopicKind, KindPhrases> = {
  person: {
    longTail: ['{t} biography', '{t} quotes', '{t} facts', 'books about {t}'],
    questions: [
      'Who is {t}?',
      'What is {t} best known for?',
      'Where was {t} born?',
      'What are the most important works of {t}?',
      'What are some famous quotes by {t}?',
    ],
    angles: [
      'A short biography of {t}: dates, places and works in a timeline, each with its source.',
      'What {t} is known for, explained in plain words a reader can quote.',
    ],
  },
  occupation: {
    longTail: ['how to become {a}', '{t} salary', '{t} qualifications', '{t} job description'],
    questions: [
      'What does {a} do?',
      'How do I become {a}?',
      'How much does {a} earn?',
      'What qualifications does {a} need?',
      'How do I find a good {t}?',
    ],
    angles: [
      'What {a} does, day to day, with the tasks and tools of the job.',
      'How to become {a}: the training, the qualifications and the time each takes, in a table.',
    ],
  },
  place: {
    longTail: [
      'things to do in {t}',
      '{t} travel guide',
      'best time to visit {t}',
      'where to stay in {t}',
    ],
    questions: [
      'What is {t} known for?',
      'When is the best time to visit {t}?',
      'What are the top things to do in {t}?',
      'Where should I stay in {t}?',
      'How do I get around {t}?',
    ],
    angles: [
      'A first-timer’s guide to {t}: when to go, where to stay and how to get around, in a table.',
      'Costs in {t}: a dated table of typical prices, with the sources they came from.',
    ],
  },
  product: {
    longTail: ['{t} reviews', 'best {t}', '{t} prices', 'how to choose {a}', '{t} maintenance'],
    questions: [
      'What {is} {a}?',
      'How {does} {a} work?',
      'How much {does} {a} cost?',
      'What should I look for when buying {a}?',
      'How long {does} {a} last?',
    ],
    relatedQuestion: 'What is the difference between {a} and {r}?',
    angles: [
      'A buyer’s guide to {t}: the criteria that matter, with a comparison table and the date prices were checked.',
      'How {a} {works}, step by step, with one quotable sentence per part.',
    ],
  },
  food: {
    longTail: ['{t} recipe', 'homemade {t}', 'how to make {t}', '{t} tips'],
    questions: [
      'What {is} {t}?',
      'How do you make {t} at home?',
      'What do you need to make {t}?',
      'How do you store {t}?',
      'What are common mistakes with {t}?',
    ],
    relatedQuestion: 'What is the difference between {t} and {r}?',
    angles: [
      'A tested recipe for {t}: ingredients by weight, steps, timings and what can go wrong.',
      'A troubleshooting table for {t}: each symptom, its cause and its fix.',
    ],
  },
  practice: {
    longTail: ['{t} for beginners', '{t} plan', '{t} tips', '{t} mistakes', '{t} equipment'],
    questions: [
      'How do I get started with {t}?',
      'What equipment do I need for {t}?',
      'How much time does {t} take each week?',
      'What are the most common {t} mistakes?',
      'How long does it take to see results from {t}?',
    ],
    relatedQuestion: 'How is {t} different from {r}?',
    angles: [
      'A beginner’s plan for {t}: week by week, with what to expect and when.',
      'The most common {t} mistakes, each with the fix and the reason it works.',
    ],
  },
  concept: {
    longTail: ['{t} explained', '{t} examples', '{t} for beginners', 'history of {t}'],
    questions: [
      'What {is} {t}?',
      'Why {does} {t} matter?',
      'How {does} {t} work?',
      'What are some examples of {t}?',
      'What should beginners know about {t}?',
    ],
    relatedQuestion: 'How {is} {t} related to {r}?',
    angles: [
      '{t} explained in one quotable paragraph, then in depth with sourced figures.',
      'Common misconceptions about {t}, each corrected with a named, dated source.',
    ],
  },
  organisation: {
    longTail: ['{t} reviews', '{t} products', '{t} history', '{t} alternatives', '{t} careers'],
    questions: [
      'What does {t} do?',
      'How did {t} start?',
      'Who owns {t}?',
      'What are the alternatives to {t}?',
      'Is {t} a good company to work for?',
    ],
    angles: [
      'A profile of {t}: what it does, for whom, and its history in a dated timeline.',
      '{t} and its alternatives: a comparison table with the criteria customers weigh.',
    ],
  },
};

/**
 * Software is a product no one asks how long it lasts or looks at before buying in a shop:
 * people ask what it costs, whether a free one exists and what to compare it with. {free} is
 * "free" before a mass noun ("free project management software") and "a free" before a
 * counted one ("a free budgeting app").
 */
export const SOFTWARE_PHRASES: KindPhrases = {
  longTail: ['{t} reviews', 'best {t}', '{t} pricing', 'free {t}', '{t} comparison'],
  questions: [
    'What {is} {a}?',
    'How {does} {a} work?',
    'How much {does} {a} cost?',
    'Is there {free} {t}?',
    'What features should {a} have?',
  ],
  angles: [
    'Comparing {t} options: the features that matter, prices per user and the date they were checked.',
    'How {a} {works} in daily use, step by step, with one quotable sentence per part.',
  ],
};

/** A topic whose last word names software: "project management software", "budgeting app". */
export const SOFTWARE_TOPIC =
  /(?:^|\s)(?:software|apps?|application|applications|platform|platforms|saas|plugin|plugins|extension|extensions|crm|erp)$/i;
