import type { ContentPage } from './types.ts';

export const freePlanPage: ContentPage = {
  path: '/free-plan',
  title: 'Free Plan: 5 Basic Reports per Month',
  description:
    "Citable's Free plan: 5 Basic Reports per month with General Improvement Tips, at no cost. See who it suits and how it relates to {{beta:today's free beta|the free beta}}.",
  eyebrow: 'Plans',
  heading: 'The Citable Free plan',
  lead: "The Free plan is Citable's no-cost tier: **5 Basic Reports per month** with **General Improvement Tips**, so you can check how well your content is prepared for AI search without paying. It is the limited free tier planned for after the beta. {{beta:During the free beta everyone gets all features instead.|The free beta ended on {end}; until the paid plans launch, everyone still gets all features.}}",
  sections: [
    {
      heading: 'What does the Free plan include?',
      list: [
        '**Price:** none. The Free plan costs nothing.',
        '**5 Basic Reports per month:** five analyses of your text each month.',
        '**General Improvement Tips:** advice on what to change to make your content easier for AI engines to find and cite.',
        '**Getting started:** choose "Start Free" and create an account with your name, e-mail address and a password.',
      ],
    },
    {
      heading: 'What is a Basic Report?',
      paragraphs: [
        'A report comes from the [Content Analyzer](/analyzer). You paste your text, ideally at least 50 words, and Citable scores it from 0 to 100 on six criteria, together with an overall AI Search Score:',
      ],
      list: [
        '**Semantic Clarity:** whether the meaning and subject of each passage are clear.',
        '**Structured Formatting:** headings, lists and short paragraphs that make the text easy to parse.',
        '**Authority & Trust Signals:** sources, evidence and specifics that make the text credible.',
        '**Retrievability & Extractability:** whether passages can be found and quoted on their own.',
        '**Topical Depth & Coverage:** whether the text covers the topic and its sub-questions.',
        '**Alignment with Conversational Queries:** whether the text answers the questions people ask AI engines.',
      ],
      after: [
        'The scores show where a draft is strong and where it loses points, so you can focus your editing time on the weakest criteria first.',
      ],
    },
    {
      heading: 'What are General Improvement Tips?',
      paragraphs: [
        'Alongside the scores, a report lists key insights, marked as positive, warning or negative, and improvement suggestions ranked by priority: high, medium or low. Each suggestion has a short title and a description of what to change.',
        'These tips tell you what to do; you make the edits yourself. Rewriting your text for you (Tailored Improvements) and keyword research (GEO Keywords) are features of the [Pro plan](/pro-plan).',
      ],
    },
    {
      heading: 'Who is the Free plan for?',
      list: [
        'Writers and bloggers who publish a few pieces a month and want to check each one before it goes live.',
        'Small businesses that want to see how their key pages hold up in AI search.',
        'Marketers and SEO specialists who want to try the approach before committing to a paid plan.',
      ],
    },
    {
      heading: 'How do you get the most out of five reports?',
      orderedList: [
        'Start with the pages that matter most: the ones that answer the questions your customers ask.',
        'Analyze a finished draft rather than a rough outline, so the report reflects what you will publish.',
        'Work through the high-priority suggestions first, then re-check the page with your next report.',
        'Apply what you learn to other pages using the guides on [contextual understanding](/contextual-understanding), [conversational queries](/conversational-queries) and [content authority](/content-authority).',
      ],
    },
    {
      heading: 'How does the Free plan relate to the beta?',
      paragraphs: [
        '{{beta:Citable is in a free beta, and during the beta everyone uses all features|The free beta ended on {end}, and until the paid plans launch everyone still uses all features}}: the [Content Analyzer](/analyzer), [Content Improvement](/improvement) and [AI Keywords](/geo-keywords).',
        '{{beta:After the beta you choose|Once the paid plans launch, you choose}} between this Free plan and a paid plan. Beta users are promised discounts on the paid plans. See [pricing](/pricing) for the current overview.',
      ],
    },
    {
      heading: 'When should you consider a paid plan?',
      paragraphs: [
        'If you need more than five reports a month, want Citable to rewrite your drafts, or want to research the keywords and questions around a topic, look at the [Pro plan](/pro-plan) at 29 euro per month. Organisations that also want Priority Support and Strategy Sessions can look at the [Business plan](/business-plan) at 99 euro per month. Both paid plans are marked Coming Soon.',
      ],
    },
  ],
  faq: [
    {
      question: 'Does the Free plan cost anything?',
      answer:
        'No. The Free plan has no price. It includes 5 Basic Reports per month and General Improvement Tips.',
    },
    {
      question: 'Can I use all features for free right now?',
      answer:
        'Yes. {{beta:During the free beta|Until the paid plans launch,}} everyone uses all features, including the Content Analyzer, Content Improvement and AI Keywords.',
    },
    {
      question: 'What do I need to start?',
      answer:
        'An account. Choose Start Free and sign up with your name, e-mail address and a password, then paste your text into the Content Analyzer.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
