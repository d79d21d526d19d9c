import type { Document } from '../document/types.ts';
import { plural as pluralize } from '../report/page-facts.ts';
import { classifyInsight, classifySeverity } from '../rules/classify.ts';
import { quoteName } from '../rules/quote.ts';
import type { AnalysisImprovement, AnalysisInsight, Severity } from '../types.ts';

// A text without a word of prose: nothing given, only headings, or only code and symbols. It
// still gets the 3-5 insights and suggestions of spec §9, each true of what was given. The type
// and severity are read from the wording with the parser's own rules, so the raw text reads back
// the same.

function describeGiven(document: Document, text: string): string {
  const { headings } = document;
  const codeBlocks = document.blocks.filter((block) => block.kind === 'code').length;
  if (headings.length > 0) {
    const quoted = quoteName(headings[0]?.text ?? '');
    const named =
      headings.length === 1
        ? `a heading${quoted ? `, ${quoted},` : ''}`
        : `${pluralize(headings.length, 'heading')}${quoted ? ` (the first is ${quoted})` : ''}`;
    return `The text has ${named} but no body text, so every criterion is missing its evidence and scores 0.`;
  }
  if (codeBlocks > 0)
    return `The text holds only code (${pluralize(codeBlocks, 'code block')}) and no prose, so every criterion is missing its evidence and scores 0.`;
  if (text.trim() !== '')
    return `The text holds no readable words, only ${pluralize(text.trim().length, 'character')} of symbols or markup, so every criterion is missing its evidence and scores 0.`;
  return 'No text was given, so every criterion is missing its evidence and scores 0.';
}

function insight(text: string): AnalysisInsight {
  return { type: classifyInsight(text), text };
}

function improvement(title: string, description: string): AnalysisImprovement {
  const severity: Severity = classifySeverity(`${title}: ${description}`);
  return { severity, title, description };
}

export function composeEmptyAnalysis(
  document: Document,
  text: string,
): { insights: AnalysisInsight[]; improvements: AnalysisImprovement[] } {
  const heading = document.headings[0] ? quoteName(document.headings[0].text) : null;
  const under = heading ? ` under ${heading}` : '';
  return {
    insights: [
      insight(describeGiven(document, text)),
      insight('Sentences are missing, so there is no passage an AI answer could quote or cite.'),
      insight(
        `Sources, figures and examples are lacking too: with 0 words of prose there is nothing to support.`,
      ),
    ],
    improvements: [
      improvement(
        'Write the body text',
        `Add at least 50 words of paragraphs${under}; the text has none yet. This is essential for every criterion.`,
      ),
      improvement(
        'Open with a direct answer',
        `Start the body with one sentence of 35 words or fewer that says what the subject is${heading ? ` and answers what ${heading} promises` : ''}.`,
      ),
      improvement(
        'Back the main points with sources',
        'Name the study, organisation or expert behind each claim and give the figures they report, once the text is written.',
      ),
    ],
  };
}
