import { isTask, readIntent, readTopic, type SearchIntent } from './read-intent.ts';

export interface TopicResearch {
  keyword: string;
  topic: string;
  intent: SearchIntent;
  isTask: boolean;
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
  'How {does} {t} work?',
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

/** Lowercases capitalised words ("Cold Brew" -> "cold brew") but keeps acronyms and brands ("SEO", "iPhone"). */
function normaliseCase(topic: string): string {
  return topic
    .split(' ')
    .map((word) => (/^\p{Lu}[\p{Ll}'’-]*$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** Builds the research for one keyword from templates; the same keyword always gives the same text. */
export function buildResearch(keyword: string): TopicResearch {
  const topic = normaliseCase(readTopic(keyword));
  const intent = readIntent(keyword);
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
    related: related.slice(0, 14),
    angles: (task ? TASK_ANGLES : ANGLES[intent]).slice(0, 4).map((angle) => fill(angle, topic)),
    questions: (task ? TASK_QUESTIONS : THING_QUESTIONS).map((question) => fill(question, topic)),
    tips: [],
  };
}
