import type { ContentPage } from './types.ts';

export const contentAuthorityPage: ContentPage = {
  path: '/content-authority',
  title: 'Content Authority: Why AI Search Cites Some Sources',
  description:
    'Why AI engines cite some sources and not others: cited sources, statistics, expert quotes, author expertise, freshness and consistency, backed by the GEO study.',
  eyebrow: 'How AI search works',
  heading: 'Content authority: why AI search cites some sources and not others',
  lead: 'AI search engines cite passages they can trust and check: passages that state facts precisely, back them with sources and numbers, and come from an identifiable, knowledgeable author on a current, consistent page. Research on generative engines found that adding cited sources, quotations and statistics makes content markedly more visible in AI answers, while keyword stuffing does not.',
  sections: [
    {
      heading: 'What does the research say?',
      paragraphs: [
        'The clearest evidence so far comes from "GEO: Generative Engine Optimization" by Aggarwal et al., presented at KDD 2024 ([read the paper on arXiv](https://arxiv.org/abs/2311.09735)). The authors built a benchmark of search queries, rewrote source pages in different ways, and measured how visible each source was in the answers a generative engine produced.',
        'Adding **quotations** from relevant sources, adding **statistics** and **citing sources** were among the most effective methods, raising visibility by up to about 40%. **Keyword stuffing**, a classic SEO tactic, did not help. The paper also found that the effect of each method varied by domain.',
        'Treat this as a direction, not a guarantee. It is one study under experimental conditions, and production engines change their systems often. But it matches what the engines are built to do: ground answers in passages that carry verifiable information.',
      ],
    },
    {
      heading: 'Why do cited sources matter?',
      paragraphs: [
        'A claim linked to its origin, such as a standard, an official statistic, a peer-reviewed study or product documentation, can be checked. A claim without one is an opinion, however confident it sounds.',
        'Name the source in the sentence itself, for example "according to the 2024 annual report of..." followed by a link. The attribution then survives when the passage is extracted without its links. Prefer primary sources over articles that summarise them, and use link text that says what the reader will find.',
      ],
    },
    {
      heading: 'How should you use statistics?',
      paragraphs: [
        'Numbers make a passage specific and quotable. A sentence with a figure, a unit, a year and a source answers a question more precisely than "many" or "most".',
      ],
      list: [
        'Use only real figures from a source you can name and link.',
        'Give the context: the year, the unit, the population or sample, and the region.',
        'Do not stretch a figure beyond what the source measured.',
        'Update or remove numbers when newer data replaces them.',
      ],
      after: [
        'Never invent or estimate a statistic to make a page look authoritative. Readers and engines can compare it with other sources, and one wrong number undermines trust in the rest of the page.',
      ],
    },
    {
      heading: 'Do quotations from experts help?',
      paragraphs: [
        'A quotation from a named, relevant expert adds evidence and a distinct voice that an answer can attribute. It has to be real: give the full name, the role or qualification and, where possible, a link to where the statement was made.',
        'Your own experts count. A short, attributed statement from the engineer who built the feature or the accountant who handles the cases is often more useful than a generic quote from a famous name.',
      ],
    },
    {
      heading: 'Why does author expertise matter?',
      paragraphs: [
        'Show who wrote the page and why they know the subject: a byline, a role, relevant experience and an author page that links to their other work. Google asks creators to make clear who created content, how and why, and its quality rater guidelines describe experience, expertise, authoritativeness and trustworthiness (E-E-A-T).',
        'First-hand experience is hard to copy. Tests you ran, data you collected, photos you took and mistakes you made give a passage information that no other source has, which is exactly what makes it worth citing.',
      ],
    },
    {
      heading: 'How do freshness and consistency affect trust?',
      paragraphs: [
        'For time-sensitive questions, such as prices, regulations, software versions or news, engines tend to prefer current information. Show a visible "last updated" date and change it only when you actually revise the content.',
        'Consistency matters as much. If your pricing page, product page and help centre state different facts, an engine cannot tell which is right and may cite a third-party source instead. Keep names, figures and claims identical wherever they appear.',
      ],
    },
    {
      heading: 'What weakens authority?',
      list: [
        'Superlatives without evidence, such as "the best" or "industry-leading".',
        'Vague attributions like "experts say" or "studies show" without a named source.',
        'Keyword stuffing and text written for a crawler rather than a reader.',
        'Outdated figures and dates that contradict newer sources.',
        'Anonymous pages with no author, date or organisation behind them.',
        'Thin pages that rephrase other sources without adding anything.',
      ],
    },
    {
      heading: 'How can Citable help?',
      paragraphs: [
        'The [Content Analyzer](/analyzer) scores Authority & Trust Signals as one of its six criteria and points out, in its insights and suggestions, where a draft lacks sources, evidence or specifics. [Content Improvement](/improvement) rewrites a draft with facts, citations and structure in mind.',
        'Check every fact, figure and citation in a rewrite before you publish it. A language model can produce plausible but wrong details, and a wrong citation costs more trust than a missing one. To see how engines weigh evidence alongside meaning and intent, read about [contextual understanding](/contextual-understanding) and [conversational queries](/conversational-queries).',
      ],
    },
  ],
  faq: [
    {
      question: 'Does a well-known brand always win citations?',
      answer:
        'No. Recognised sources have an advantage, but AI engines cite the passage that answers the question best. A specific, well-sourced passage on a smaller site can be cited next to or instead of a large one.',
    },
    {
      question: 'How many sources should a page cite?',
      answer:
        'There is no target number. Cite a source for every claim a reader might question, such as figures, dates, rules and results, and leave common knowledge uncited.',
    },
    {
      question: 'Is linking to other sites bad for my authority?',
      answer:
        'No. Linking to the primary source of a claim makes the claim verifiable. It shows readers and engines where your information comes from.',
    },
  ],
  datePublished: '2025-03-01',
  dateModified: '2026-11-22',
};
