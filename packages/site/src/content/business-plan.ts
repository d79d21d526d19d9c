import type { ContentPage } from './types.ts';

export const businessPlanPage: ContentPage = {
  path: '/business-plan',
  title: 'Business Plan: Pro Features, Support and Strategy',
  description:
    'Citable Business, 99 euro per month: everything in Pro plus Priority Support and Strategy Sessions. Coming Soon; {{beta:today all features are free in the beta|all features are free to use until it launches}}.',
  eyebrow: 'Plans',
  heading: 'The Citable Business plan',
  lead: "Business is the planned Citable plan for organisations whose visibility in AI search matters enough to want direct help: **99 euro per month** for **everything in Pro**, plus **Priority Support** and **Strategy Sessions**. It is marked Coming Soon. Until it launches, everyone uses all of Citable's features {{beta:in the free beta|for free (the beta ended on {end})}}, and beta users are promised discounts on the paid plans.",
  sections: [
    {
      heading: 'What does the Business plan include?',
      list: [
        '**Price:** 99 euro per month.',
        '**Everything in Pro:** Unlimited Analysis, Tailored Improvements and GEO Keywords.',
        '**Priority Support:** your support requests are handled with priority.',
        '**Strategy Sessions:** sessions with the Citable team about your content strategy for AI search.',
        '**Status:** Coming Soon.',
      ],
    },
    {
      heading: 'How do the plans compare?',
      table: {
        caption: 'Citable plans as listed on the pricing page',
        headers: ['Feature', 'Free', 'Pro', 'Business'],
        rows: [
          ['Price', 'None', '29 euro per month', '99 euro per month'],
          ['Analysis', '5 Basic Reports per month', 'Unlimited Analysis', 'Unlimited Analysis'],
          [
            'Improvements',
            'General Improvement Tips',
            'Tailored Improvements',
            'Tailored Improvements',
          ],
          ['Keyword research', 'Not listed', 'GEO Keywords', 'GEO Keywords'],
          [
            'Support and strategy',
            'Not listed',
            'Not listed',
            'Priority Support, Strategy Sessions',
          ],
          ['Availability', 'After the beta', 'Coming Soon', 'Coming Soon'],
        ],
      },
    },
    {
      heading: 'What does "everything in Pro" give you?',
      paragraphs: [
        '**Unlimited Analysis** means you can run the [Content Analyzer](/analyzer) on every page and every revision. Each report scores the text from 0 to 100 on six criteria, from Semantic Clarity to Alignment with Conversational Queries, and lists key insights and prioritised suggestions.',
        '**Tailored Improvements** means [Content Improvement](/improvement) rewrites your text and scores the rewrite on Clarity, Context Richness, Semantic Relevance and Intent Coverage, with a list of the keywords it detects. **GEO Keywords** means the [AI Keywords](/geo-keywords) tool researches a topic and the questions people ask AI engines about it. The [Pro plan](/pro-plan) page describes each feature in detail.',
      ],
    },
    {
      heading: 'What are Priority Support and Strategy Sessions for?',
      paragraphs: [
        'Tools show what to fix on a page. Larger content programmes also raise questions the tools cannot answer alone: which pages to optimise first, how to adapt a style guide to answer-first writing, or how to organise a site so that each page answers one clear question.',
        'Priority Support puts your questions about Citable ahead in the queue. Strategy Sessions give you time with the Citable team to work through questions like these for your own content. Their exact format has not been published yet.',
      ],
    },
    {
      heading: 'Who is the Business plan for?',
      list: [
        'Agencies that optimise content for AI search on behalf of clients.',
        'In-house content and marketing teams that publish at volume.',
        'SEO specialists and consultants building AI search into their service.',
        'Companies whose products are researched through AI assistants before people buy.',
      ],
    },
    {
      heading: 'How could an organisation use Business?',
      orderedList: [
        'Audit the most important pages with the Content Analyzer and rank them by their weakest criteria.',
        'Use a Strategy Session to agree on priorities and on writing rules, such as answer-first leads and sourced figures.',
        'Plan new and updated pages with AI Keywords, then draft and refine them with Content Improvement.',
        'Re-analyze pages after publishing and use Priority Support when questions come up.',
      ],
      after: [
        'The guides on [content authority](/content-authority) and the [10 steps to ChatGPT-ready content](/chatgpt-ready-content-steps) make good shared reference material for a team.',
      ],
    },
    {
      heading: 'When is Business available?',
      paragraphs: [
        'Business is marked Coming Soon. {{beta:Today Citable is in a free beta in which everyone uses all features.|The free beta ended on {end}; until the paid plans launch, everyone still uses all features.}} Beta users are promised discounts on the paid plans. See [pricing](/pricing) for the current overview and the [Free plan](/free-plan) for the no-cost tier.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much does Business cost?',
      answer:
        'Business is planned at 99 euro per month. It is marked Coming Soon, and beta users are promised discounts on the paid plans.',
    },
    {
      question: 'What does Business add to Pro?',
      answer:
        'Business includes everything in Pro, which is Unlimited Analysis, Tailored Improvements and GEO Keywords, and adds Priority Support and Strategy Sessions.',
    },
    {
      question: 'Can my team use Citable now?',
      answer:
        'Yes. {{beta:During the free beta|Until the paid plans launch,}} everyone who signs up uses all features. Each person signs up with their own name, e-mail address and password.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
