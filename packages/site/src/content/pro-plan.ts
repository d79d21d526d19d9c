import type { ContentPage } from './types.ts';

export const proPlanPage: ContentPage = {
  path: '/pro-plan',
  title: 'Pro Plan: Unlimited Analysis and GEO Keywords',
  description:
    "Citable Pro, 29 euro per month: Unlimited Analysis, Tailored Improvements and GEO Keywords for regular content work. Coming Soon; {{beta:included in today's free beta|free to use until it launches}}.",
  eyebrow: 'Plans',
  heading: 'The Citable Pro plan',
  lead: 'Pro is the planned Citable plan for people who optimise content every week: **29 euro per month** for **Unlimited Analysis**, **Tailored Improvements** and **GEO Keywords**. It is flagged as the most popular plan and marked Coming Soon. Until it launches, everyone uses these features {{beta:in the free beta|for free (the beta ended on {end})}}, and beta users are promised discounts on the paid plans.',
  sections: [
    {
      heading: 'What does the Pro plan include?',
      list: [
        '**Price:** 29 euro per month.',
        '**Unlimited Analysis:** run the Content Analyzer as often as you need.',
        '**Tailored Improvements:** Content Improvement rewrites your own text and scores the result.',
        '**GEO Keywords:** research the keywords and questions around a topic with AI Keywords.',
        '**Status:** most popular, Coming Soon.',
      ],
    },
    {
      heading: 'What does Unlimited Analysis mean in practice?',
      paragraphs: [
        'The [Content Analyzer](/analyzer) scores pasted text from 0 to 100 on six criteria: Semantic Clarity, Structured Formatting, Authority & Trust Signals, Retrievability & Extractability, Topical Depth & Coverage and Alignment with Conversational Queries. Each report adds key insights and prioritised improvement suggestions.',
        'Without a monthly limit you can analyze every draft, re-check a page after each round of edits, and audit older articles one by one to decide which to update first. The Free plan, by comparison, includes 5 Basic Reports per month.',
      ],
    },
    {
      heading: 'What are Tailored Improvements?',
      paragraphs: [
        'General tips tell you what to change. Tailored Improvements apply the changes to your text. Paste a draft into [Content Improvement](/improvement) and Citable returns an improved version, written in markdown with clearer structure and attention to facts, citations and keywords.',
        'The rewrite is scored on four factors, Clarity, Context Richness, Semantic Relevance and Intent Coverage, with an overall score that is their average. A "Keywords Detected" list shows the keywords found in the text, each with a score.',
        'Treat the rewrite as a strong draft, not a finished page. Check every fact, number and citation it contains before you publish, and keep your own voice and first-hand knowledge in it.',
      ],
    },
    {
      heading: 'What are GEO Keywords?',
      paragraphs: [
        'GEO Keywords is the [AI Keywords](/geo-keywords) tool. Enter a keyword or topic and Citable researches it for AI search: related keywords and the questions people are likely to ask AI engines about it.',
        'Use the results to plan a page before you write it: turn the main questions into headings, cover the follow-ups, and collect the rest into an FAQ. The guide to [conversational queries](/conversational-queries) explains why this matters.',
      ],
    },
    {
      heading: 'Who is the Pro plan for?',
      list: [
        'Content writers and editors who publish regularly and want every piece checked and improved.',
        'Marketers responsible for a website, a blog or a product documentation set.',
        'SEO specialists who are adding AI search to the work they already do for classic search.',
        'Freelancers who optimise content for several clients.',
      ],
    },
    {
      heading: 'What does a typical Pro workflow look like?',
      orderedList: [
        'Research the topic with AI Keywords and outline the questions the page should answer.',
        'Write the draft, answer-first, with one question per section.',
        'Analyze the draft and note the weakest criteria.',
        'Run Content Improvement, compare the rewrite with your draft and take over what works.',
        'Verify facts and sources, then analyze the final version once more before publishing.',
      ],
    },
    {
      heading: 'When is Pro available, and what does it cost beta users?',
      paragraphs: [
        'Pro is marked Coming Soon. {{beta:Today Citable is in a free beta in which everyone uses all features|The free beta ended on {end}; until Pro launches, everyone still uses all features}}, including everything listed for Pro.',
        'Beta users are promised discounts on the paid plans. See [pricing](/pricing) for the current overview, the [Free plan](/free-plan) for the no-cost tier, and the [Business plan](/business-plan) if you also want Priority Support and Strategy Sessions.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does Pro cost?',
      answer:
        'Pro is planned at 29 euro per month. It is marked Coming Soon, and beta users are promised discounts on the paid plans.',
    },
    {
      question: 'Can I try the Pro features before paying?',
      answer:
        'Yes. {{beta:During the free beta|Until Pro launches,}} everyone uses all features, including Unlimited Analysis, Content Improvement and AI Keywords.',
    },
    {
      question: 'What is the difference between Pro and Free?',
      answer:
        'Free includes 5 Basic Reports per month with General Improvement Tips. Pro adds Unlimited Analysis, Tailored Improvements that rewrite your text, and GEO Keywords research.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
