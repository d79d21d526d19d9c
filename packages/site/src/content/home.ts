/** Copy of the home page (spec 2 "Home page"); the headline and tagline live in site.ts. */
export const HOME_INTRO =
  'AI search engines no longer return ten blue links. They read pages, pick passages and cite the sources they trust. Citable scores your text the way those engines read it, rewrites it to be quoted, and shows you the questions your audience asks.';

export const AI_SEARCH_DIFFERENCES = [
  {
    path: '/contextual-understanding',
    title: 'Contextual Understanding',
    summary:
      'AI engines match meaning, not just keywords. They turn your passages into vectors and pick the ones that answer the question, so clear, self-contained writing wins.',
  },
  {
    path: '/conversational-queries',
    title: 'Conversational Queries',
    summary:
      'People ask AI assistants full questions and follow-ups. Content that states the question and answers it directly is the content that gets quoted.',
  },
  {
    path: '/content-authority',
    title: 'Content Authority',
    summary:
      'Engines cite sources they can trust. Named sources, statistics and quotations make a passage worth citing; keyword stuffing does not.',
  },
] as const;

export const TOOLS = [
  {
    path: '/analyzer',
    title: 'Content Analyzer',
    summary:
      'Scores your text on six criteria, from semantic clarity to alignment with conversational queries, and names the paragraphs and sentences to fix.',
  },
  {
    path: '/improvement',
    title: 'Content Improvement',
    summary:
      'Rewrites your text answer-first with headings, lists and an FAQ, marks claims that need a source, and scores the result.',
  },
  {
    path: '/geo-keywords',
    title: 'AI Keywords',
    summary:
      'Researches a topic the way people ask AI: intent, related terms, content angles and the questions to answer.',
  },
] as const;
