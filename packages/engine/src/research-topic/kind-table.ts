import type { Lexfile } from './lexicon.ts';

/**
 * What a topic is, read from WordNet: the first row whose category (lexicographer file) and
 * hypernym anchors match the sense of the topic's head decides its kind. Adding a kind of
 * topic is a row here and its rows in question-table.ts; no code per kind.
 */
export type TopicKind =
  | 'person'
  | 'place'
  | 'condition'
  | 'occupation'
  | 'audience'
  | 'nutrient'
  | 'drink'
  | 'food'
  | 'ingredient'
  | 'software'
  | 'language'
  | 'finance'
  | 'tax'
  | 'game'
  | 'award'
  | 'accommodation'
  | 'clothing'
  | 'vehicle'
  | 'product'
  | 'service'
  | 'exercise'
  | 'course'
  | 'journey'
  | 'event'
  | 'document'
  | 'plan'
  | 'practice'
  | 'procedure'
  | 'field'
  | 'measure'
  | 'animal'
  | 'plant'
  | 'business'
  | 'organization'
  | 'substance'
  | 'concept';

export interface KindRow {
  kind: TopicKind;
  /** The sense's lexicographer files; any when left out. */
  lexfiles?: readonly Lexfile[];
  /** Lemmas of the sense itself or of one of its hypernyms; any when left out. */
  anchors?: readonly string[];
  /** The sense's topic domain in WordNet ("computer science" for a backup). */
  domains?: readonly string[];
  /** Only a named instance (Paris, Einstein), not a common noun. */
  instance?: boolean;
  /** Whether a page on it is about a thing people count one by one ("a plumber"). */
  counted?: boolean;
}

export const KIND_ROWS: readonly KindRow[] = [
  { kind: 'person', lexfiles: ['noun.person'], instance: true },
  { kind: 'place', lexfiles: ['noun.location', 'noun.object'], instance: true },
  {
    kind: 'place',
    lexfiles: ['noun.location'],
    anchors: ['country', 'city', 'town', 'region', 'continent', 'island', 'geographical area'],
  },
  {
    kind: 'condition',
    lexfiles: ['noun.state', 'noun.cognition', 'noun.process', 'noun.phenomenon'],
    anchors: [
      'disorder',
      'illness',
      'disease',
      'symptom',
      'pain',
      'ache',
      'injury',
      'physical condition',
      'pathology',
      'lack',
      'sleeplessness',
    ],
  },
  {
    kind: 'occupation',
    lexfiles: ['noun.person'],
    anchors: [
      'worker',
      'professional',
      'practitioner',
      'craftsman',
      'artist',
      'expert',
      'specialist',
      'skilled worker',
      'creator',
      'employee',
      'adviser',
      // A trainer, a coach, a guide: someone one hires to lead.
      'leader',
    ],
  },
  { kind: 'audience', lexfiles: ['noun.person'] },
  {
    kind: 'nutrient',
    anchors: ['vitamin', 'protein', 'mineral', 'carbohydrate', 'fiber', 'fat'],
    // A nutrient is a substance; an oil or a cheese WordNet files among foods is food, even
    // when it is a fat ("olive oil").
    lexfiles: ['noun.substance'],
  },
  { kind: 'drink', lexfiles: ['noun.food'], anchors: ['beverage'] },
  // What one cooks with rather than a dish: chosen, used and stored, not made at home.
  {
    kind: 'ingredient',
    lexfiles: ['noun.food'],
    anchors: ['ingredient', 'edible fat', 'dairy product', 'flour'],
  },
  { kind: 'food', lexfiles: ['noun.food'] },
  { kind: 'food', lexfiles: ['noun.substance'], anchors: ['leaven', 'foodstuff', 'food'] },
  {
    kind: 'language',
    lexfiles: ['noun.communication'],
    anchors: ['natural language', 'programming language'],
  },
  // Things of computing are used as software is: a backup, storage in the cloud. A message of
  // computing (an email) is written, not installed: the document row below reads it.
  {
    kind: 'software',
    domains: ['computer science', 'computing'],
    lexfiles: [
      'noun.artifact',
      'noun.act',
      'noun.process',
      'noun.cognition',
      'noun.state',
      'noun.group',
      'noun.attribute',
      'noun.possession',
      'noun.quantity',
    ],
  },
  {
    kind: 'software',
    anchors: [
      'software',
      'computer program',
      'application program',
      'database',
      'web site',
      'operating system',
    ],
  },
  { kind: 'tax', anchors: ['tax', 'levy'] },
  { kind: 'award', anchors: ['scholarship', 'grant', 'prize', 'award', 'aid'] },
  {
    kind: 'finance',
    anchors: [
      'insurance',
      'loan',
      'mortgage',
      'tax',
      'fund',
      'investment',
      'credit',
      'debt',
      'assets',
      'liabilities',
      'money',
      'pension',
      'savings',
      'account',
      'policy',
      'budget',
    ],
  },
  { kind: 'accommodation', anchors: ['hotel', 'hostel', 'inn', 'motel', 'lodging', 'resort'] },
  { kind: 'clothing', anchors: ['footwear', 'clothing', 'garment', 'shoe', 'apparel'] },
  // Artifacts only: the first sense of "craft" is a trade, and house painting is no vehicle.
  {
    kind: 'vehicle',
    lexfiles: ['noun.artifact'],
    anchors: ['motor vehicle', 'vehicle', 'bicycle'],
  },
  { kind: 'product', lexfiles: ['noun.artifact'] },
  {
    kind: 'service',
    lexfiles: ['noun.act'],
    anchors: [
      'service',
      'repair',
      'cleaning',
      'maintenance',
      'installation',
      'delivery',
      'removal',
      'housekeeping',
    ],
  },
  {
    kind: 'exercise',
    lexfiles: ['noun.act', 'noun.cognition'],
    anchors: ['sport', 'exercise', 'athletics', 'yoga', 'workout'],
  },
  {
    kind: 'course',
    lexfiles: ['noun.act', 'noun.cognition'],
    anchors: ['course', 'education', 'instruction', 'schooling', 'lesson', 'class'],
  },
  {
    kind: 'journey',
    lexfiles: ['noun.act', 'noun.event'],
    anchors: ['travel', 'journey', 'trip', 'voyage', 'vacation', 'tour', 'excursion'],
  },
  { kind: 'game', lexfiles: ['noun.act', 'noun.artifact'], anchors: ['game', 'contest', 'toy'] },
  {
    kind: 'event',
    lexfiles: ['noun.act', 'noun.event'],
    anchors: ['social event', 'party', 'ceremony', 'celebration', 'festival', 'wedding'],
  },
  {
    kind: 'document',
    lexfiles: ['noun.communication'],
    anchors: [
      'document',
      'writing',
      'list',
      'letter',
      'essay',
      'form',
      'text',
      'publication',
      'electronic communication',
    ],
  },
  { kind: 'plan', lexfiles: ['noun.cognition'], anchors: ['plan', 'plan of action', 'scheme'] },
  { kind: 'practice', lexfiles: ['noun.act'] },
  {
    kind: 'field',
    lexfiles: ['noun.cognition'],
    anchors: ['discipline', 'science', 'knowledge domain'],
  },
  {
    kind: 'measure',
    lexfiles: ['noun.attribute', 'noun.quantity', 'noun.relation', 'noun.time'],
  },
  { kind: 'animal', lexfiles: ['noun.animal'] },
  { kind: 'plant', lexfiles: ['noun.plant'] },
  // A kind of firm one hires ("moving company", "law firm"), not one named organization.
  {
    kind: 'business',
    lexfiles: ['noun.group'],
    anchors: ['company', 'business', 'firm', 'agency'],
  },
  { kind: 'organization', lexfiles: ['noun.group'] },
  { kind: 'substance', lexfiles: ['noun.substance'] },
  { kind: 'concept' },
];

/** How a kind is named in the research ("a kind of food"). */
export const KIND_NAMES: Record<TopicKind, string> = {
  person: 'a person',
  place: 'a place',
  condition: 'a health condition',
  occupation: 'an occupation',
  audience: 'a group of people',
  nutrient: 'a nutrient',
  drink: 'a drink',
  food: 'a food',
  ingredient: 'a cooking ingredient',
  software: 'software',
  language: 'a language',
  finance: 'a financial product',
  tax: 'a tax',
  game: 'a game',
  award: 'a grant or award',
  accommodation: 'a place to stay',
  clothing: 'something to wear',
  vehicle: 'a vehicle',
  product: 'a product',
  service: 'a service',
  exercise: 'an exercise or sport',
  course: 'a course of study',
  journey: 'a way to travel',
  event: 'an event',
  document: 'a document',
  plan: 'a plan',
  practice: 'an activity or practice',
  procedure: 'a financial procedure',
  field: 'a field of knowledge',
  measure: 'a measure',
  animal: 'an animal',
  plant: 'a plant',
  business: 'a kind of business',
  organization: 'an organization',
  substance: 'a substance',
  concept: 'an idea',
};
