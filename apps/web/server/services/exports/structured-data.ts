import { countWords } from '@citable/engine';
import type { HistoryRun, StructuredDataResponse } from '@citable/schemas';
import { ArticleLd, FaqPageLd, HowToLd } from '@citable/schemas';
import { lexer, type Token, type Tokens } from 'marked';
import { AppError } from '../../lib/app-error.ts';
import { ONLY_ANALYSES_EXPORT } from './analysis-report.ts';

const CONTEXT = 'https://schema.org' as const;

/** The words of a token and its children, without Markdown marks. */
function wordsOf(token: Token): string {
  if ('tokens' in token && token.tokens?.length) return token.tokens.map(wordsOf).join('');
  if ('items' in token && Array.isArray(token.items))
    return (token.items as Token[]).map(wordsOf).join(' ');
  return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
}

/** Plain text of a token: its words, spaces collapsed. */
const plain = (token: Token) =>
  wordsOf(token)
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/**
 * JSON-LD and an llms.txt line from an analysed text (issue 34), read with marked's lexer:
 * Article always; FAQPage from question headings answered by the paragraphs under them; HowTo
 * from a numbered list of two steps or more. Each is checked against its schema before it is
 * offered, so nothing invalid is ready to paste.
 */
export function buildStructuredData(run: HistoryRun, pageUrl: string): StructuredDataResponse {
  if (run.tool !== 'analyzer') throw new AppError('bad_request', ONLY_ANALYSES_EXPORT);
  const tokens = lexer(run.content);
  const firstParagraph = tokens.find((t): t is Tokens.Paragraph => t.type === 'paragraph');
  const description = shorten(firstParagraph ? plain(firstParagraph) : '', 160);
  const article = ArticleLd.parse({
    '@context': CONTEXT,
    '@type': 'Article',
    headline: shorten(run.title, 110),
    description,
    wordCount: countWords(run.content),
    dateCreated: run.createdAt,
  });

  const questions: { name: string; answer: string[] }[] = [];
  let current: { name: string; answer: string[] } | null = null;
  for (const token of tokens) {
    if (token.type === 'heading') {
      const name = plain(token);
      current = name.endsWith('?') ? { name, answer: [] } : null;
      if (current) questions.push(current);
    } else if (current && (token.type === 'paragraph' || token.type === 'list')) {
      current.answer.push(plain(token));
    }
  }
  const answered = questions.filter((q) => q.answer.length > 0);
  const faqPage = answered.length
    ? FaqPageLd.parse({
        '@context': CONTEXT,
        '@type': 'FAQPage',
        mainEntity: answered.map((q) => ({
          '@type': 'Question',
          name: q.name,
          acceptedAnswer: { '@type': 'Answer', text: q.answer.join(' ') },
        })),
      })
    : null;

  const steps = tokens.find(
    (t): t is Tokens.List =>
      t.type === 'list' && (t as Tokens.List).ordered && (t as Tokens.List).items.length >= 2,
  );
  const howTo = steps
    ? HowToLd.parse({
        '@context': CONTEXT,
        '@type': 'HowTo',
        name: run.title,
        step: steps.items.map((item, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          text: plain(item),
        })),
      })
    : null;

  return {
    article,
    faqPage,
    howTo,
    llmsTxt: `- [${run.title.replace(/[[\]]/g, '')}](${pageUrl})${description ? `: ${description}` : ''}`,
  };
}
