import type { ContentPage } from './types.ts';

export const chatgptReadyContentStepsPage: ContentPage = {
  path: '/chatgpt-ready-content-steps',
  title: '10 Steps to Make Your Content ChatGPT-Ready',
  description:
    'A practical 10-step guide to content that ChatGPT search can find and cite: crawler access, answer-first writing, self-contained sections, sources and updates.',
  eyebrow: 'Step-by-step guide',
  heading: '10 steps to make your content ChatGPT-ready',
  lead: "To make content ChatGPT-ready, let OpenAI's search crawler reach it, answer the main question in the first sentences, split the page into self-contained sections under descriptive headings, and back your claims with sources, numbers and a named author. The ten steps below go from access to measurement, and the same steps help with [Perplexity, Microsoft Copilot and Google's AI features](/beyond-google-ai-search).",
  sections: [
    {
      heading: "Step 1: Let ChatGPT's search crawler reach your page",
      paragraphs: [
        'ChatGPT search can only cite what it can fetch. OpenAI recommends allowing its search crawler, OAI-SearchBot, in robots.txt if you want to appear in ChatGPT search results. Its training crawler, GPTBot, is controlled separately.',
      ],
      list: [
        'Check robots.txt and any firewall or bot-protection rules for OAI-SearchBot.',
        'Keep the content you want cited outside logins and paywalls.',
        'Serve the main text in the HTML, because not every crawler runs JavaScript.',
      ],
    },
    {
      heading: 'Step 2: Choose one main question per page',
      paragraphs: [
        'Decide which question the page answers and for whom, such as "How do I choose a project management tool for a team of five?". Put that question, or a close paraphrase, in the title or the h1.',
        'A page with one clear purpose produces passages with a clear meaning. Split pages that try to answer several unrelated questions.',
      ],
    },
    {
      heading: 'Step 3: Put the answer in the first two sentences',
      paragraphs: [
        'Open the page with a direct answer to the main question, then explain. Do the same at the start of every section. ChatGPT often quotes or summarises the opening of a relevant passage, and readers who follow a citation see the answer immediately.',
        'Cut warm-up sentences that restate the question or announce what the page will cover.',
      ],
    },
    {
      heading: 'Step 4: Write headings that say what each section answers',
      paragraphs: [
        'Use question-shaped headings where a section answers a question ("How much does it cost?") and descriptive headings elsewhere ("Installation requirements"). Avoid clever or vague headings such as "The bottom line" that say nothing about the content.',
        'Keep a clean hierarchy: one h1, h2 for main sections, h3 only when a section really has parts.',
      ],
    },
    {
      heading: 'Step 5: Make every section self-contained',
      paragraphs: [
        'AI search retrieves passages, not whole pages, so each section must make sense on its own. Start with a sentence that names the subject, replace "it" and "this" with the noun they refer to at section boundaries, and keep conditions next to the claims they qualify.',
        'Test it: paste one section into an empty document. If it is unclear without the rest of the page, rewrite its first sentence. The page on [contextual understanding](/contextual-understanding) explains why.',
      ],
    },
    {
      heading: 'Step 6: Be specific with names, numbers and dates',
      paragraphs: [
        'Replace "recently", "many" and "affordable" with dates, figures and prices, each with its unit and context. Name products, versions, places and organisations in full on first mention.',
        'Specific passages match specific questions. They are also easier for ChatGPT to quote accurately.',
      ],
    },
    {
      heading: 'Step 7: Cite sources and add evidence',
      paragraphs: [
        'Link each important claim to its primary source and name the source in the sentence. Add real statistics and attributed quotations where they support the point.',
        'The GEO study by Aggarwal et al. (KDD 2024) found that adding cited sources, quotations and statistics raised visibility in generative engine answers by up to about 40%, while keyword stuffing did not help. More on this in [content authority](/content-authority).',
      ],
    },
    {
      heading: 'Step 8: Show who wrote it and when it was updated',
      paragraphs: [
        'Add a byline with the author\'s name and role, a short note on their experience, and a link to an author page. Show the publication date and a "last updated" date.',
        'Update the date only when you change the content. For fast-moving topics, schedule regular reviews so that figures and recommendations stay current.',
      ],
    },
    {
      heading: 'Step 9: Cover the follow-up questions and add an FAQ',
      paragraphs: [
        'People ask ChatGPT follow-up questions, and it may search again for each one. List the questions that naturally come next, such as cost, alternatives, common problems and next steps, and answer the important ones in their own sections.',
        'Collect the remaining short questions in an FAQ with two- to four-sentence answers. [AI Keywords](/geo-keywords) helps you find the questions around a topic, and the guide to [conversational queries](/conversational-queries) shows how to phrase them.',
      ],
    },
    {
      heading: 'Step 10: Test, measure and update',
      paragraphs: [
        'Ask ChatGPT the questions your page answers, with search enabled, and look at which sources it cites. If a competitor is cited, compare its passage with yours: is it more direct, more specific or better sourced?',
        'Run the page through the [Content Analyzer](/analyzer) to score it on six criteria, and use [Content Improvement](/improvement) for a rewritten draft, checking every fact it contains. Watch your analytics for referrals from chatgpt.com, and revisit the page when the facts change.',
      ],
    },
  ],
  faq: [
    {
      question: 'What does ChatGPT-ready content mean?',
      answer:
        'It is content that ChatGPT search can reach, understand and quote: crawlable pages with answer-first, self-contained sections, specific facts, cited sources and a clear author and date.',
    },
    {
      question: 'Does allowing OAI-SearchBot mean my content is used to train models?',
      answer:
        'OpenAI documents OAI-SearchBot as the crawler for ChatGPT search and GPTBot as the crawler for model training. They are controlled separately in robots.txt, so you can allow one and block the other.',
    },
    {
      question: 'How long does it take before changes show up in ChatGPT?',
      answer:
        'There is no fixed time. It depends on when the crawlers and search providers ChatGPT relies on revisit your page. Keeping the page crawlable and updating it regularly helps.',
    },
    {
      question: 'Do I need schema markup to be cited by ChatGPT?',
      answer:
        'Schema markup is not a requirement. It can help machines interpret facts such as the author and dates, but clear, well-structured visible text matters more.',
    },
    {
      question: 'Do these steps also work for other AI search engines?',
      answer:
        "Yes. Perplexity, Microsoft Copilot, Claude and Google AI Overviews also retrieve passages and cite sources, so crawlable, answer-first and well-sourced content helps with all of them. Check that each engine's crawler can reach your pages.",
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
