import type { ContentPage } from './types.ts';

export const conversationalQueriesPage: ContentPage = {
  path: '/conversational-queries',
  title: 'Writing for Conversational Queries in AI Search',
  description:
    'People ask AI search engines long questions and follow-ups. Learn to write question headings, direct answers, FAQs and content that covers follow-up intents.',
  eyebrow: 'How AI search works',
  heading: 'Conversational queries: write for the questions people ask AI',
  lead: 'People ask AI search engines full questions, add their own situation and then follow up. The content that gets cited answers one specific question in its first sentences, under a heading that mirrors the question, and then covers the follow-up questions a reader is likely to ask next.',
  sections: [
    {
      heading: 'How do conversational queries differ from keyword searches?',
      paragraphs: [
        'A keyword search looks like "running shoes flat feet". A conversational query looks like "I have flat feet and run 20 km a week on pavement. What should I look for in a running shoe, and do I need insoles?" It carries context, constraints and more than one question.',
        'The conversation then continues: "And for trail running?" The engine reads that follow-up in the light of the earlier turns, rewrites it into search queries and retrieves new passages. Your page may be cited for the first question, the follow-up, or both.',
      ],
      list: [
        '**Context and constraints:** experience level, budget, location, company size, deadlines.',
        '**Several intents at once:** what to choose, why, and how to use it.',
        '**Follow-ups that depend on earlier turns:** "what about...", "is that still true in...", "compare it with...".',
        '**Decision questions:** "X or Y for small teams?", "is it worth it?".',
        '**How-to and troubleshooting:** "how do I...", "why does... not work?".',
      ],
    },
    {
      heading: 'Why do question-shaped headings help?',
      paragraphs: [
        'A heading such as "How long does cold brew keep in the fridge?" tells readers and retrieval systems exactly which question the passage below it answers. Retrieved passages often carry their heading with them, so the heading adds context to the text it introduces.',
        'Use question headings where a section really answers a question, and descriptive headings elsewhere. A page made only of questions can read like a quiz; what matters is that every heading says what the section delivers.',
      ],
    },
    {
      heading: 'How do you put the direct answer first?',
      paragraphs: [
        'Give the answer in the first one or two sentences of the section, then explain. Compare "Cold brew keeps for about two weeks in a sealed container in the fridge; diluted, drink it within two or three days" with a paragraph that starts with the history of cold brew and reaches the answer at the end.',
        'Answer-first writing gives the engine a compact, quotable statement and gives the reader who arrives from a citation the answer at once. A simple order works for most sections:',
      ],
      orderedList: [
        'The answer, in one or two sentences.',
        'The most important condition or exception.',
        'The reason or mechanism behind it.',
        'Details, numbers, examples and sources.',
      ],
    },
    {
      heading: 'Which follow-up questions should a page cover?',
      paragraphs: [
        'Questions about a topic tend to come in sequences: what it is, how it works, what it costs, how it compares with alternatives, how to choose, and what goes wrong. Map that sequence for your topic and decide which steps belong on this page and which deserve their own page with a link.',
        'To find the questions, research the topic with [AI Keywords](/geo-keywords), read the questions in your support tickets, sales calls and community forums, and look at the related questions search engines suggest. Cover the ones your audience asks, in their words.',
      ],
    },
    {
      heading: 'Do FAQ sections still help?',
      paragraphs: [
        'Yes, as content. Short question-and-answer pairs are easy to extract and map directly to the way people phrase questions. Keep each answer self-contained, two to four sentences long, and avoid repeating what the main sections already say.',
        'FAQPage structured data makes the pairs explicit to machines. Do not expect a rich result for it, though: since 2023 Google shows FAQ rich results only for a small set of well-known, authoritative government and health sites. The markup must match the visible text on the page.',
      ],
    },
    {
      heading: 'How do you match the language people use?',
      paragraphs: [
        'Use the words your readers use and explain the jargon you cannot avoid. Conversational queries often name a segment, such as "for beginners", "for a small business" or "in Germany". If your advice differs by segment, say so explicitly in separate sections or a short table.',
        'Keep the tone plain. A passage that reads like a clear answer from an expert is more useful to a language model than one that reads like an advertisement.',
      ],
    },
    {
      heading: 'A checklist for conversational content',
      orderedList: [
        'One main question per page, stated in the title or the h1.',
        'An answer-first lead that resolves that question.',
        'Headings that mirror the sub-questions and follow-ups.',
        'Sections that make sense on their own.',
        'Segments and conditions named explicitly.',
        'A short FAQ for the remaining questions.',
      ],
      after: [
        'The [Content Analyzer](/analyzer) scores your draft on Alignment with Conversational Queries, among six criteria, and [Content Improvement](/improvement) reports Intent Coverage for its rewrite. For the bigger picture, read how AI engines work with [contextual understanding](/contextual-understanding) and follow the [10 steps to ChatGPT-ready content](/chatgpt-ready-content-steps).',
      ],
    },
  ],
  faq: [
    {
      question: 'Should every heading be a question?',
      answer:
        'No. Use a question heading when the section answers that question and a descriptive heading otherwise. The goal is that every heading tells the reader and the engine what the section contains.',
    },
    {
      question: 'How long should a direct answer be?',
      answer:
        'One or two sentences that resolve the question, including the most important condition. Details, reasons and examples follow in the rest of the section.',
    },
    {
      question: 'Can one page answer many conversational queries?',
      answer:
        'Yes, if the questions belong to one topic. Give each sub-question its own section with a clear heading, and move questions that need long answers of their own to separate pages that you link to.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
