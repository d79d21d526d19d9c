import type { ContentPage } from './types.ts';

export const beyondGoogleAiSearchPage: ContentPage = {
  path: '/beyond-google-ai-search',
  title: 'Beyond Google: How AI Search Engines Cite Sources',
  description:
    'How ChatGPT search, Perplexity, Google AI Overviews and AI Mode, Microsoft Copilot and Claude find and cite sources, compared, and what works for all of them.',
  eyebrow: 'AI search overview',
  heading: 'Beyond Google: how AI search engines find and cite sources',
  lead: 'Google is no longer the only place people search. ChatGPT search, Perplexity, Microsoft Copilot and Claude answer questions by searching the web, reading a handful of passages and writing a reply with links to their sources, and Google does the same in AI Overviews and AI Mode. The engines differ in where their results come from and how they show citations, but they reward the same thing: clear, self-contained, well-sourced passages on pages they are allowed to crawl.',
  sections: [
    {
      heading: 'How does AI search work in general?',
      paragraphs: [
        'Most AI search engines follow the same basic pattern, often called retrieval-augmented generation:',
      ],
      orderedList: [
        'The engine interprets the question, including earlier turns of the conversation, and rewrites it into one or more search queries.',
        "It searches a web index, its own or a partner's, and fetches candidate pages.",
        'It selects the passages that best match the meaning of the question.',
        'A language model writes an answer grounded in those passages.',
        'The answer shows its sources as inline links, numbered footnotes or a list of cards.',
      ],
      after: [
        'Two consequences hold for every engine. Your page must be reachable and indexable by the crawler the engine relies on, and the passage that answers the question must make sense on its own. The page on [contextual understanding](/contextual-understanding) explains the second point in depth.',
      ],
    },
    {
      heading: 'How does ChatGPT search find and cite sources?',
      paragraphs: [
        'ChatGPT searches the web when a question needs current information or when the user chooses search. OpenAI uses third-party search providers together with its own crawler, OAI-SearchBot, and recommends that publishers allow OAI-SearchBot in robots.txt if they want to appear in ChatGPT search results.',
        "Answers carry inline citations that link to the source, and a sources panel lists the pages used. OpenAI's training crawler, GPTBot, is controlled separately, so a site can opt out of training and still be eligible for search.",
      ],
    },
    {
      heading: 'How does Perplexity find and cite sources?',
      paragraphs: [
        'Perplexity is built as an answer engine: every answer is based on a web search and comes with numbered citations that link to the sources, which are also listed with the answer. It suggests related follow-up questions, so one query often becomes a short research session.',
        'Its crawler, PerplexityBot, collects pages for its search results.',
      ],
    },
    {
      heading: 'How do Google AI Overviews and AI Mode work?',
      paragraphs: [
        'AI Overviews place a generated summary above some search results, with links to supporting pages. AI Mode is a separate, conversational search experience for longer questions and follow-ups. Google describes both as able to use a "query fan-out" technique that runs several related searches across subtopics.',
        "Both draw on Google's search index. According to Google's documentation, a page must be indexed and eligible to be shown with a snippet in Google Search to appear as a supporting link, and no special markup is required. Sound SEO remains the foundation here.",
      ],
    },
    {
      heading: 'How does Microsoft Copilot find and cite sources?',
      paragraphs: [
        'Copilot grounds its web answers in Bing search results and shows sources as numbered references that link to the pages. Being crawled and indexed by Bing is therefore the precondition for being cited.',
        'Check your site in Bing Webmaster Tools, and consider IndexNow, a protocol supported by Bing, to tell it quickly when pages are added or updated.',
      ],
    },
    {
      heading: 'How does Claude find and cite sources?',
      paragraphs: [
        "Anthropic's assistant Claude can search the web when web search is enabled, and it cites the pages it used with inline links. Anthropic publishes the user agents of its crawlers, so you can check that your robots.txt does not block the ones you want to allow.",
      ],
    },
    {
      heading: 'How do the engines compare?',
      paragraphs: [
        'The table summarises each engine as described in its public documentation and as it behaves today. These products change often, so treat the details as a snapshot.',
      ],
      table: {
        caption: 'Traditional search and AI search engines compared',
        headers: ['Engine', 'How it retrieves', 'How it shows sources', 'What it favours'],
        rows: [
          [
            'Traditional search',
            'Crawled index; ranks whole pages',
            'A list of links with snippets',
            'Relevant pages with strong links and signals',
          ],
          [
            'ChatGPT search',
            'Third-party search providers plus the OAI-SearchBot crawler',
            'Inline citations and a sources panel',
            'Clear, current answers on crawlable pages',
          ],
          [
            'Perplexity',
            'Web search with its own PerplexityBot crawler',
            'Numbered citations and a source list',
            'Specific, well-sourced, quotable passages',
          ],
          [
            'Google AI Overviews and AI Mode',
            'Google Search index, with query fan-out',
            'Linked supporting pages beside the answer',
            'Indexed, snippet-eligible, helpful pages',
          ],
          [
            'Microsoft Copilot',
            'Bing search results',
            'Numbered references with links',
            'Pages indexed in Bing with extractable answers',
          ],
          [
            'Claude',
            'Web search when enabled',
            'Inline citations with links',
            'Self-contained passages that answer precisely',
          ],
        ],
      },
    },
    {
      heading: 'What works across all AI search engines?',
      list: [
        '**Let the crawlers in.** Check robots.txt, avoid putting the content you want cited behind a login, and serve the main text in the HTML.',
        '**Answer first.** Put the answer in the first sentences of the page and of each section.',
        '**Write self-contained sections** under descriptive or question-shaped headings. See [conversational queries](/conversational-queries).',
        '**Back claims with evidence:** cited sources, real statistics and attributed quotations. See [content authority](/content-authority).',
        '**Show the author and the date,** and keep facts consistent across your site.',
      ],
      after: [
        'The [10 steps to ChatGPT-ready content](/chatgpt-ready-content-steps) turn these points into a checklist, and the [Content Analyzer](/analyzer) scores a draft against them before you publish.',
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need to optimise separately for each AI search engine?',
      answer:
        'Mostly not. The engines use different indexes and crawlers, so make sure each one can reach your pages. The writing itself, clear, self-contained and well-sourced passages, works for all of them.',
    },
    {
      question: 'Does blocking GPTBot remove my site from ChatGPT search?',
      answer:
        'No. OpenAI documents GPTBot as its training crawler and OAI-SearchBot as the crawler for ChatGPT search, and the two are controlled separately in robots.txt. To appear in ChatGPT search, allow OAI-SearchBot.',
    },
    {
      question: 'Is classic SEO still needed?',
      answer:
        'Yes. Google AI Overviews and AI Mode draw on pages that are indexed in Google Search, and Copilot draws on Bing. Crawlability, indexing and helpful content remain the foundation for AI visibility.',
    },
    {
      question: 'How can I tell whether AI engines cite my content?',
      answer:
        'Ask the engines the questions your page answers and look at the sources they show. Visits from AI engines often appear in your analytics as referrals from their domains.',
    },
    {
      question: 'Does structured data get my content cited?',
      answer:
        'Structured data helps machines interpret facts such as the author, the date or the product, but Google says no special markup is needed for its AI features. Clear visible text matters more.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
