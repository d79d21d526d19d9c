import type { ContentPage } from './types.ts';

export const contextualUnderstandingPage: ContentPage = {
  path: '/contextual-understanding',
  title: 'How AI Search Understands Meaning and Context',
  description:
    'AI search engines match meaning, not keywords. Learn how embeddings, passages, entities and query fan-out work, and how to write content they can use.',
  eyebrow: 'How AI search works',
  heading: 'Contextual understanding: how AI search reads your content',
  lead: 'AI search engines do not look for pages that repeat the words of a query. They turn the question and candidate passages into representations of meaning, retrieve the passages that answer it best, and let a language model write a reply from them. To be found and cited, write passages that say clearly what they are about, name things precisely and answer a question on their own.',
  sections: [
    {
      heading: 'What changed from keyword matching?',
      paragraphs: [
        "Classic web search leaned heavily on lexical signals: whether the words of the query appear in a page's title, headings, body text and inbound link text. The result was a ranked list of pages.",
        'AI search engines such as [ChatGPT search, Perplexity, Microsoft Copilot and Google AI Overviews](/beyond-google-ai-search) go a step further. They retrieve a handful of passages, give them to a large language model, and show a written answer with a few sources attached as links or footnotes.',
        'So the unit that competes is the **passage**, not the whole page, and the passage that wins is the one that best answers the question, not the one that repeats the query most often.',
      ],
    },
    {
      heading: 'What are embeddings, and why do they matter?',
      paragraphs: [
        'An embedding is a long list of numbers that a model produces to represent the meaning of a piece of text. Texts with similar meaning end up close together, even when they share few words. "How do I lower my heating bill?" and "ways to reduce home energy costs in winter" sit near each other; a page about bill design does not.',
        'Retrieval systems compare the embedding of the question with the embeddings of stored passages and pick the nearest ones. Many combine this with keyword search and re-rank the candidates with a second model.',
        'For writers this cuts both ways. Synonyms and paraphrases are understood, so repeating an exact phrase adds nothing. But a vague passage produces a vague embedding that is not close to any specific question.',
      ],
    },
    {
      heading: 'Why do passages matter more than pages?',
      paragraphs: [
        'Before pages are embedded, they are split into chunks of a few sentences to a few paragraphs. Each chunk is judged largely on its own. A section that opens with "As mentioned above, it also helps with this" loses its meaning once it is cut out of the page.',
        'Write so that every section survives being read alone:',
      ],
      list: [
        'Open each section with a sentence that names its subject: "Cold brew coffee keeps for about two weeks in the fridge", not "It keeps for a while".',
        'Keep one idea per section, under a heading that describes that idea.',
        'Repeat the key noun at the start of a new section instead of relying on a pronoun from the previous one.',
        'Keep definitions, conditions and numbers in the same paragraph as the claim they qualify.',
      ],
    },
    {
      heading: 'How do entities and context shape the answer?',
      paragraphs: [
        'AI systems recognise entities, the people, organisations, products, places and concepts a text is about, and the relations between them. They resolve ambiguous names from context: "Jaguar" next to "engine" and "dealership" is a car brand, next to "habitat" it is an animal.',
        'Make that work easy. Use full names on first mention, give versions, dates, regions and units, and prefer "the EU AI Act" over "the new law". Name your product, company and authors the same way on every page so that the engine connects them to the same entity. Schema.org structured data can state some of these facts explicitly, but it does not replace clear text.',
      ],
    },
    {
      heading: 'What is query fan-out?',
      paragraphs: [
        'Google describes AI Mode as using a "query fan-out" technique: it breaks a question into subtopics and runs many related searches at once, then combines what it finds. Other AI engines also rewrite a conversational prompt into one or more search queries before they retrieve anything.',
        'A question such as "Is a heat pump worth it in an old house?" can fan out into running costs, efficiency in poorly insulated buildings, available subsidies and installation requirements. A page that covers these sub-questions in clearly labelled sections has more chances to be retrieved for at least one of them. The page on [conversational queries](/conversational-queries) shows how to plan for this.',
      ],
    },
    {
      heading: 'What does this mean for how you write?',
      orderedList: [
        '**Lead with the answer.** State the main point in the first one or two sentences of the page and of each section.',
        '**Make each section self-contained.** A reader, or a retrieval system, landing in the middle should still know what the section is about.',
        '**Be specific.** Names, numbers with units, dates and named sources give the passage a precise meaning.',
        '**Cover the neighbouring questions.** Anticipate what the reader asks next and answer it under its own heading.',
        '**Write for people, not for keyword counts.** Repetition does not help with semantic retrieval; evidence does, as the research on [content authority](/content-authority) shows.',
      ],
      after: [
        'The [Content Analyzer](/analyzer) scores your text on criteria that map to these points, including Semantic Clarity, Retrievability & Extractability and Topical Depth & Coverage, and lists concrete suggestions. [Content Improvement](/improvement) rewrites a draft with clearer structure and reports how the rewrite scores on Clarity, Context Richness, Semantic Relevance and Intent Coverage.',
      ],
    },
    {
      heading: 'How can you test a passage quickly?',
      paragraphs: [
        'Copy one section into an empty document and read it cold. If the first sentence does not say what the section is about, or names and numbers are unclear without the rest of the page, rewrite the opening and replace pronouns with names. Then check the whole page against the [10 steps to ChatGPT-ready content](/chatgpt-ready-content-steps).',
      ],
    },
  ],
  faq: [
    {
      question: 'Do keywords still matter for AI search?',
      answer:
        'Yes, but differently. Use the words your readers use so the topic is clear, and many engines still combine keyword and semantic retrieval. Repeating a phrase many times does not make a passage more relevant and can make it harder to read.',
    },
    {
      question: 'How long should a passage be?',
      answer:
        'There is no fixed length, because every engine splits pages in its own way. Sections of one to four short paragraphs under a descriptive heading, each making one point, work well for readers and for retrieval.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
