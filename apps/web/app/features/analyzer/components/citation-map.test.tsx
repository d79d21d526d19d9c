import type { CitationMap } from '@citable/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CitationMapCard } from './citation-map.tsx';

const entry = {
  question: 'What is Citable?',
  source: 'heading',
  passage: { number: 1, label: 'What is Citable?' },
  keywordRank: 1,
  semanticRank: 1,
  isFound: true,
  quote: 'Citable makes text citable.',
  status: 'cited',
  advice: 'Keep it.',
} as const;

function map(questionCount: number, passageCount: number, code = 0): CitationMap {
  return {
    entries: Array.from({ length: Math.min(questionCount, 3) }, () => entry),
    questionCount,
    passageCount,
    setAside: { code, comments: 0, frontMatter: 0, linkDefinitions: 0, navigation: 0 },
    hasSemantic: true,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('citation map counts', () => {
  it('says "1 question" and "1 passage" in the singular', () => {
    expect(text(renderToStaticMarkup(<CitationMapCard map={map(1, 2)} />))).toContain(
      '1 question from 2 passages.',
    );
    expect(text(renderToStaticMarkup(<CitationMapCard map={map(2, 1)} />))).toContain(
      '2 questions from 1 passage.',
    );
  });

  it('keeps the plural where more were found than shown, and for set-aside blocks', () => {
    const html = text(renderToStaticMarkup(<CitationMapCard map={map(5, 4, 1)} />));
    expect(html).toContain('Showing 3 of 5 questions from 4 passages.');
    expect(html).toContain('Not read as prose: 1 code block.');
    expect(html).not.toContain('1 code blocks');
  });
});
