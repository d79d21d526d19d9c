import { isTask, readIntent, readTopic, type SearchIntent } from './read-intent.ts';
import { type KeywordShape, readShape, withArticle } from './read-keyword.ts';

export interface TopicResearch {
  keyword: string;
  topic: string;
  intent: SearchIntent;
  isTask: boolean;
  shape: KeywordShape;
  related: { keyword: string; kind: string }[];
  angles: string[];
  questions: string[];
  tips: string[];
}

const THING_RELATED: Record<SearchIntent, string[]> = {
  informational: [
    'what {is} {t}',
    'how {does} {t} work',
    '{t} benefits',
    '{t} examples',
    '{t} for beginners',
    '{t} guide',
    'how to choose {t}',
    '{t} pros and cons',
    '{t} mistakes to avoid',
    '{is} {t} worth it',
    '{t} alternatives',
    '{t} cost',
    'best {t}',
    '{t} checklist',
  ],
  commercial: [
    'best {t}',
    '{t} reviews',
    '{t} comparison',
    '{t} alternatives',
    'top rated {t}',
    '{is} {t} worth it',
    '{t} pros and cons',
    'how to choose {t}',
    '{t} for beginners',
    'cheap {t}',
    '{t} price',
    'what {is} {t}',
    '{t} buying guide',
    '{t} vs alternatives',
  ],
  transactional: [
    'buy {t}',
    '{t} price',
    'cheap {t}',
    '{t} near me',
    '{t} deals',
    '{t} discount',
    'best {t} to buy',
    '{t} reviews',
    '{t} delivery',
    '{t} for sale',
    'how much {does} {t} cost',
    '{t} comparison',
    '{t} buying guide',
    '{is} {t} worth it',
  ],
  navigational: [
    '{t} login',
    '{t} official website',
    '{t} app',
    '{t} support',
    '{t} contact',
    '{t} pricing',
    '{t} reviews',
    '{t} alternatives',
    'what {is} {t}',
    'how {does} {t} work',
    '{t} tutorial',
    '{t} help',
    '{t} account',
    '{t} features',
  ],
};

const TASK_RELATED = [
  'how to {t}',
  'how to {t} fast',
  'how to {t} for beginners',
  'best way to {t}',
  '{t} step by step',
  '{t} tips',
  '{t} mistakes',
  'tools to {t}',
  'how long does it take to {t}',
  '{t} at home',
  '{t} checklist',
  'why {t}',
  '{t} without experience',
  'easiest way to {t}',
];

const THING_QUESTIONS = [
  'What {is} {t}?',
  'What are the main types of {t}?',
  'What are the benefits of {t}?',
  'How much {does} {t} cost?',
  'How do I choose the right {t}?',
  'What are the alternatives to {t}?',
  '{Is} {t} worth it?',
  'What are common mistakes with {t}?',
];
const TASK_QUESTIONS = [
  'How do I {t}?',
  'What do I need to {t}?',
  'How long does it take to {t}?',
  'What is the best way to {t}?',
  'Can I {t} at home?',
  'What are common mistakes when trying to {t}?',
  'How can I {t} faster?',
  'Why should I {t}?',
];

const TASK_ANGLES = [
  'Step-by-step guide: how to {t}, each step in a numbered list, opening with a two-sentence answer.',
  'Beginner mistakes: what goes wrong when people try to {t}, and how to avoid each one.',
  'What you need: the tools, skills and time it takes to {t}, as a checklist.',
  'Realistic timeline: how long it takes to {t}, stage by stage, with figures from named sources.',
];

const ANGLES: Record<SearchIntent, string[]> = {
  informational: [
    'Complete guide: what {t} is, how it works and how to start, opening with a two-sentence answer.',
    'Beginner mistakes: the errors people make with {t} and how to avoid each one.',
    'Comparison: {t} against its main alternatives, in a table of the criteria readers weigh.',
    'Data-led explainer: the figures behind {t}, each with a named, dated source.',
    'Expert view: short quotations from practitioners on what matters most about {t}.',
  ],
  commercial: [
    'Buyer’s guide: how to choose {t}, with the criteria in a table.',
    'Head-to-head comparison: the leading options for {t}, their strengths and limits.',
    'Tested review: what you measured when trying {t}, with numbers and photos.',
    'Value breakdown: what {t} {costs} and what you get at each price level.',
  ],
  transactional: [
    'Where to buy {t}: options, prices and delivery in one table.',
    'Price guide: what {t} {costs}, what drives the price and how to pay less.',
    'Checklist before buying {t}: what to check so the purchase fits.',
    'Reviews roundup: what buyers of {t} report, with sources.',
  ],
  navigational: [
    'Getting started with {t}: sign-up, first steps and where to find help.',
    'Feature overview: what {t} offers, in a scannable list.',
    'Troubleshooting {t}: the common problems and their fixes.',
    'Alternatives to {t}: how they compare, in a table.',
  ],
};

const COMPARISON_RELATED = [
  '{a} vs {b} comparison',
  '{a} vs {b} review',
  '{a} vs {b} price',
  '{a} vs {b} specs',
  '{a} vs {b} pros and cons',
  'difference between {a} and {b}',
  'is {a} better than {b}',
  'should I buy {a} or {b}',
  '{a} or {b} for beginners',
  '{a} review',
  '{b} review',
  '{a} alternatives',
  '{b} alternatives',
  '{b} vs {a}',
];
const COMPARISON_QUESTIONS = [
  'What is the difference between {a} and {b}?',
  'Is {a} better than {b}?',
  'Which is cheaper, {a} or {b}?',
  'Who should choose {a} over {b}?',
  'Who should choose {b} over {a}?',
  'What do {a} and {b} have in common?',
  'Is it worth switching from {a} to {b}?',
];
const COMPARISON_ANGLES = [
  'Head-to-head table: {a} and {b} side by side on the criteria buyers weigh, with a one-line verdict first.',
  'Who each suits: the readers who should pick {a} and those who should pick {b}, and why.',
  'Tested comparison: what you measured with {a} and {b}, with numbers and dates.',
  'Switching guide: what changes when you move from {a} to {b}, and what it costs.',
];
const LOCAL_RELATED = [
  '{t} near me',
  '{t} open now',
  'best {t} {place}',
  'top rated {t} {place}',
  '{t} opening hours',
  '{t} reviews',
  'cheap {t} {place}',
  '{t} open late {place}',
  '{t} prices',
  '{t} with parking {place}',
  'new {t} {place}',
  '{t} directions',
  'independent {t} {place}',
  '{t} open on sunday',
];
const LOCAL_QUESTIONS = [
  'Where is the nearest {t}?',
  'Which {t} {place} has the best reviews?',
  'Is there a {t} open now {place}?',
  'What are the opening hours of the {t}?',
  'How much does a visit to a {t} {place} cost?',
  'Does the {t} take reservations?',
];
const LOCAL_ANGLES = [
  'Local listing page: name, address, opening hours and directions for each {t} {place}, in a table.',
  'Best-rated roundup: the {t} options {place} readers rate highest, with what each is known for.',
  'Visitor guide: when to go, prices and what to expect at a {t} {place}.',
];
const SEGMENT_RELATED = [
  'best {t} for {aud}',
  '{t} for {aud} pricing',
  'cheap {t} for {aud}',
  'free {t} for {aud}',
  '{t} for {aud} comparison',
  '{t} for {aud} reviews',
  'how to choose {t} for {aud}',
  '{t} features for {aud}',
  '{t} for {aud} examples',
  '{t} alternatives for {aud}',
  '{t} setup for {aud}',
  '{t} tips for {aud}',
  'is {t} worth it for {aud}',
  '{t} for {aud} checklist',
];
const SEGMENT_QUESTIONS = [
  'What is the best {t} for {audA}?',
  'What is {t} for {audA}?',
  'How much does {t} cost for {audA}?',
  'Which {t} features matter most for {audA}?',
  'How do I choose {t} for {audA}?',
  'Is {t} worth it for {audA}?',
  'What are the alternatives to {t} for {audA}?',
];
const SEGMENT_ANGLES = [
  'Buyer’s guide: the {t} options that fit {audA}, with the criteria in a table.',
  'Comparison: the leading {t} options for {audA}, their prices and limits.',
  'Setup guide: how {audA} gets started with {t}, step by step.',
  'Case study: how {audA} uses {t}, with figures from a named source.',
];

/** A plural topic ("running shoes") takes "are" and "do". */
function isPlural(topic: string): boolean {
  // The head noun comes before a preposition: "SEO for startups" is singular.
  const head = topic.split(/\s+(?:for|of|in|on|with|to|at|from|without|by)\s+/i)[0] ?? topic;
  const last = head.split(' ').at(-1) ?? '';
  return /[^s]s$/i.test(last) && !/(?:ics|ness|sis|us)$/i.test(last);
}

function fill(template: string, topic: string): string {
  const plural = isPlural(topic);
  return template
    .replaceAll('{t}', topic)
    .replaceAll('{is}', plural ? 'are' : 'is')
    .replaceAll('{Is}', plural ? 'Are' : 'Is')
    .replaceAll('{does}', plural ? 'do' : 'does')
    .replaceAll('{costs}', plural ? 'cost' : 'costs');
}

/**
 * A keyword typed in title case ("Cold Brew Coffee") is folded to lowercase, keeping acronyms
 * ("SEO"); otherwise words are kept as typed, so names ("Tesla", "iPhone 15") stay names.
 */
function normaliseCase(topic: string): string {
  const words = topic.split(' ');
  const isTitleCase = words.length > 1 && words.every((word) => /^[\p{Lu}\p{N}]/u.test(word));
  if (!isTitleCase) return topic;
  return words
    .map((word) => (/^\p{Lu}[\p{Ll}'’-]*$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function fillShape(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Research for a keyword that names a comparison, a place or an audience. */
function buildShaped(
  keyword: string,
  folded: string,
  shape: KeywordShape,
  intent: SearchIntent,
): TopicResearch | null {
  if (shape.kind === 'plain') return null;
  const base = { keyword, isTask: false, shape, tips: [] };
  const pick = (
    related: string[],
    questions: string[],
    angles: string[],
    values: Record<string, string>,
    topic: string,
    shapeIntent: SearchIntent,
  ): TopicResearch => ({
    ...base,
    topic,
    intent: shapeIntent,
    related: related
      .map((template) => ({
        keyword: fillShape(template, values).replace(/\s+/g, ' ').trim(),
        kind: template.startsWith('{') ? 'modifier' : 'long-tail',
      }))
      .filter((item) => item.keyword.toLowerCase() !== keyword.toLowerCase())
      .slice(0, 14),
    angles: angles.map((angle) => fillShape(angle, values).replace(/\s+/g, ' ')),
    questions: questions.map((question) =>
      fillShape(question, values).replace(/\s+/g, ' ').replace(/ \?$/, '?'),
    ),
  });
  if (shape.kind === 'comparison') {
    const [a, b] = shape.sides.map((side) => normaliseCase(readTopic(side))) as [string, string];
    return pick(
      COMPARISON_RELATED,
      COMPARISON_QUESTIONS,
      COMPARISON_ANGLES,
      { a, b },
      `${a} vs ${b}`,
      'commercial',
    );
  }
  if (shape.kind === 'local') {
    const topic = normaliseCase(
      readTopic(folded.replace(shape.place, ' '))
        .replace(/\b(?:nearby|near by|open now|close to me|around me)\b/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    return pick(
      LOCAL_RELATED,
      LOCAL_QUESTIONS,
      LOCAL_ANGLES,
      { t: topic, place: shape.place },
      topic,
      'navigational',
    );
  }
  const [thing] = folded.split(/\s+for\s+/i);
  const topic = normaliseCase(readTopic(thing ?? folded));
  const aud = normaliseCase(shape.audience);
  return pick(
    SEGMENT_RELATED,
    SEGMENT_QUESTIONS,
    SEGMENT_ANGLES,
    { t: topic, aud, audA: withArticle(aud) },
    `${topic} for ${aud}`,
    intent,
  );
}

/** Builds the research for one keyword from templates; the same keyword always gives the same text. */
export function buildResearch(keyword: string): TopicResearch {
  const intent = readIntent(keyword);
  const folded = normaliseCase(keyword);
  const shape = readShape(folded);
  const shaped = buildShaped(keyword, folded, shape, intent);
  if (shaped) return shaped;
  const topic = normaliseCase(readTopic(keyword)).replace(/^(?:a|an|the)\s+/i, '');
  const task = isTask(topic);
  const related = (task ? TASK_RELATED : THING_RELATED[intent])
    .map((template) => ({
      keyword: fill(template, topic),
      kind: template.startsWith('{t}') ? 'modifier' : 'long-tail',
    }))
    .filter((item) => item.keyword.toLowerCase() !== keyword.toLowerCase());
  return {
    keyword,
    topic,
    intent,
    isTask: task,
    shape,
    related: related.slice(0, 14),
    angles: (task ? TASK_ANGLES : ANGLES[intent]).slice(0, 4).map((angle) => fill(angle, topic)),
    questions: (task ? TASK_QUESTIONS : THING_QUESTIONS).map((question) => fill(question, topic)),
    tips: [],
  };
}
