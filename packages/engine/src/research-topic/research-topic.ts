import type { WordVectors } from '../semantic/word-vectors.ts';
import { buildResearch, type TopicResearch } from './build-research.ts';
import type { TopicKind } from './classify-topic.ts';
import { formatOtherLanguage, looksLikeOtherLanguage, ownWords } from './other-language.ts';
import type { SearchIntent } from './read-intent.ts';

const MAX_KEYWORD_WORDS = 12;
export const EMPTY_KEYWORD_MESSAGE = 'Enter a keyword or topic to research.';

const INTENT_DESCRIPTIONS: Record<SearchIntent, string> = {
  informational:
    'Informational: people want a clear, trustworthy answer about {t} that they can act on.',
  commercial: 'Commercial investigation: people are comparing options for {t} before they decide.',
  transactional:
    'Transactional: people are ready to buy or book {t} and want price, availability and a reason to trust the seller.',
  navigational: 'Navigational: people are looking for a specific site, app or page for {t}.',
};

/** What an informational reader looks for next depends on what the topic is. */
const SECONDARY_BY_KIND: Record<TopicKind, string> = {
  product:
    'Secondary intent: commercial, once readers understand {t} they compare models and prices.',
  food: 'Secondary intent: transactional, readers then look for ingredients, tools or a place to buy {t}.',
  // Not "equipment": a way of managing money ("retirement planning") needs none.
  practice:
    'Secondary intent: commercial, readers then look for courses, guides and plans for {t}.',
  concept:
    'Secondary intent: informational, readers go on to the history, examples and finer points of {t}.',
  person: 'Secondary intent: informational, readers go on to the life, works and influence of {t}.',
  occupation:
    'Secondary intent: commercial, readers then look for courses, qualifications and employers for {t} roles.',
  place:
    'Secondary intent: transactional, readers then look for travel, places to stay and tickets in {t}.',
  organisation:
    'Secondary intent: navigational, readers then look for the official site, products and contacts of {t}.',
};

const SECONDARY: Record<SearchIntent, string> = {
  informational: 'Secondary intent: commercial, once readers understand {t} they compare options.',
  commercial:
    'Secondary intent: informational, readers need the basics of {t} to judge the options.',
  transactional: 'Secondary intent: commercial, buyers check reviews and comparisons of {t} first.',
  navigational: 'Secondary intent: informational, visitors also want to know what {t} does.',
};

const INTENT_TIPS: Record<SearchIntent, string> = {
  informational:
    'Add a step-by-step list or a short definition box, since AI answers lift both directly.',
  commercial:
    'Compare the options for {t} in a table with the criteria buyers weigh, and state who each option suits.',
  transactional:
    'Show prices, availability and delivery for {t} in a table, with the date they were checked.',
  navigational:
    'Link the official pages for {t} and describe each in one sentence, so AI answers can route people.',
};

function describeIntent(research: TopicResearch): string {
  const { shape } = research;
  if (shape.kind === 'comparison')
    return `Commercial investigation (comparison): people are choosing between ${shape.sides.join(' and ')} and want the differences that matter, side by side.`;
  if (shape.kind === 'local')
    return `Navigational (local): people want a ${research.topic} ${shape.place}, with its address, opening hours, directions and reviews.`;
  if (research.isTask) {
    return `Informational (how-to): people want step-by-step instructions to ${research.topic} and to know what they need before they start.`;
  }
  return INTENT_DESCRIPTIONS[research.intent].replaceAll('{t}', research.subject);
}

function writeTips(research: TopicResearch): string[] {
  const { keyword, topic, intent, questions, related } = research;
  const terms = related.slice(0, 3).map((item) => `“${item.keyword}”`);
  return [
    `Put “${keyword}” in the title, the first heading and the first 100 words.`,
    `Open with a 40-60 word answer to “${questions[0]}” that an AI engine can quote as it stands.`,
    `Use questions from section 4 as headings, such as “${questions[1]}” and “${questions[2]}”, and answer each in its first sentence.`,
    `Work ${terms.join(', ')} into subheadings and body text, and use “${keyword}” about once per 100 words, not more.`,
    `Back every claim about ${research.subject} with a statistic or a quotation from a named, dated source.`,
    research.shape.kind === 'local'
      ? `Give the address, opening hours and a map link of each place you list, and mark them up as LocalBusiness structured data.`
      : INTENT_TIPS[intent].replaceAll('{t}', topic),
    'Add an FAQ section with the questions above and mark it up as FAQPage structured data.',
  ];
}

/** Writes the five sections of the default keyword prompt (spec §9) for one keyword or topic. */
export function formatResearch(research: TopicResearch): string {
  const { keyword, topic, intent } = research;
  const lines = [`AI keyword research: ${keyword}`, '', '1. SEARCH INTENT'];
  lines.push(`Primary intent: ${describeIntent(research)}`);
  if (research.shape.kind === 'comparison')
    lines.push(
      `Secondary intent: transactional, once they have chosen they look for the best price on ${research.shape.sides.join(' or ')}.`,
    );
  else if (research.shape.kind === 'local')
    lines.push(
      'Secondary intent: transactional, people check prices, menus or services and reviews before they go.',
    );
  else if (!research.isTask)
    lines.push(
      (intent === 'informational'
        ? SECONDARY_BY_KIND[research.kind]
        : SECONDARY[intent]
      ).replaceAll('{t}', topic),
    );
  else
    lines.push(
      'Secondary intent: commercial, people also look for the tools and courses that help.',
    );
  lines.push('', '2. RELATED KEYWORDS');
  for (const item of research.related) lines.push(`- ${item.keyword} (${item.kind})`);
  lines.push('', '3. CONTENT ANGLES');
  for (const [index, angle] of research.angles.entries()) lines.push(`${index + 1}. ${angle}`);
  lines.push('', '4. QUESTIONS PEOPLE ASK');
  for (const question of research.questions) lines.push(`- ${question}`);
  lines.push('', '5. OPTIMIZATION TIPS');
  for (const tip of writeTips(research)) lines.push(`- ${tip}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Said instead of research when a word of the keyword's topic is not in the knowledge the
 * engine ships with: a template filled with an unknown word would read as research and mean
 * nothing, and research on the known words alone may be about another sense of them.
 */
export function formatUnknownTopic(keyword: string, unknownWords: readonly string[] = []): string {
  const quoted = unknownWords.map((word) => `“${word}”`).join(', ');
  const why =
    unknownWords.length === 0
      ? `Citable's built-in research does not know “${keyword}”: none of its words are among the 100,000 English words whose meanings it ships with, so it cannot tell which terms, questions and angles belong to it.`
      : `Citable's built-in research does not know ${quoted} in “${keyword}”: ${unknownWords.length === 1 ? 'it is not' : 'they are not'} among the 100,000 English words whose meanings it ships with, and the other words alone may mean something else, so it cannot tell which terms, questions and angles belong to the topic.`;
  // "Fahrrad reparieren" is read here too: no word of it is English, and nothing in it tells
  // another language from a new English name ("kubernetes autoscaling"). Either way the
  // keyword and its words are what a page on it should use, and the language tip comes first:
  // "Check the spelling" was all a German keyword got before.
  const noneKnown = unknownWords.length === 0;
  const words = ownWords(keyword);
  return [
    `AI keyword research: ${keyword}`,
    '',
    why,
    '',
    ...(noneKnown
      ? [
          'Keywords built from your words:',
          `- ${keyword} (your keyword)`,
          ...(words.length > 1 ? words.map((word) => `- ${word} (one of its words)`) : []),
          '',
        ]
      : []),
    'What you can do:',
    ...(noneKnown
      ? [
          '- If the keyword is in another language: the research works best in English, so research the topic’s English name, then write the terms and questions it finds in your page’s language.',
          `- Put “${keyword}” in the title, the first heading and the first 100 words of your page.`,
        ]
      : []),
    '- Check the spelling, or try a broader or more common name for the topic.',
    '- Research a related topic it knows, then add the new terms yourself.',
    '- For new or niche topics (recent products, brands, technologies), an administrator can connect an LLM (OPENAI_API_KEY), which researches any topic.',
    '',
  ].join('\n');
}

/**
 * Said when the shipped knowledge knows each word of a compound but not the compound: terms
 * of "container" and of "orchestration" are about shipping and orchestras, and the questions
 * of a guessed kind ("What equipment do I need for container orchestration?") fit any topic
 * or none. Filler of that sort would read as research; saying so is more useful.
 */
export function formatUnrelatedWords(keyword: string, words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  const list = `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return [
    `AI keyword research: ${keyword}`,
    '',
    `Citable's built-in research knows the words ${list}, but not “${keyword}” as one thing: in the meanings it ships with, these words are unrelated, so the terms it finds would be about each word alone, and its questions and angles would not be about the topic.`,
    '',
    'What you can do:',
    '- Try a broader or more common name for the topic, or one of its best-known parts.',
    '- Research a related topic it knows, then add the new terms yourself.',
    '- For new or niche topics (recent products, brands, technologies), an administrator can connect an LLM (OPENAI_API_KEY), which researches any topic.',
    '',
  ].join('\n');
}

/**
 * The builtin keyword research (DESIGN §4): search intent from the keyword's modifiers; the
 * topic's kind, related terms, questions and angles from the word vectors the engine ships
 * with. Deterministic; it looks nothing up. An unknown topic is said to be unknown.
 */
export function researchTopic(keyword: string, vectors: WordVectors): string {
  const cleaned = (typeof keyword === 'string' ? keyword : '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/^["'“”‘’\s]+|["'“”‘’\s]+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_WORDS)
    .join(' ');
  if (!cleaned) return EMPTY_KEYWORD_MESSAGE;
  const research = buildResearch(cleaned, vectors);
  const words = [...research.knownWords, ...research.unknownWords];
  if (looksLikeOtherLanguage(words, research.unknownWords))
    return formatOtherLanguage(cleaned, research.unknownWords);
  if (research.knownWords.length === 0) return formatUnknownTopic(cleaned);
  if (research.unknownWords.length > 0) return formatUnknownTopic(cleaned, research.unknownWords);
  if (!research.knownTogether) return formatUnrelatedWords(cleaned, research.knownWords);
  return formatResearch(research);
}
