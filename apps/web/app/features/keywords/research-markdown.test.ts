import { describe, expect, it } from 'vitest';
import { researchFileName, toResearchMarkdown } from './research-markdown.ts';

describe('toResearchMarkdown', () => {
  it('turns the title and numbered sections into headings and keeps the rest', () => {
    const text =
      'AI keyword research: tea\n\n1. SEARCH INTENT\nPrimary intent: x\n\n2. RELATED KEYWORDS\n- green tea (related term)';
    expect(toResearchMarkdown('tea', text)).toBe(
      '# AI keyword research: tea\n\n## 1. SEARCH INTENT\nPrimary intent: x\n\n## 2. RELATED KEYWORDS\n- green tea (related term)\n',
    );
  });

  it('gives an answer without a title line a heading of its own', () => {
    expect(toResearchMarkdown('tea', 'Some **LLM** answer')).toBe(
      '# AI keyword research: tea\n\nSome **LLM** answer\n',
    );
  });
});

describe('researchFileName', () => {
  it('names the file after the keyword', () => {
    expect(researchFileName('Sourdough Starter')).toBe('keyword-research-sourdough-starter.md');
    expect(researchFileName('café au lait?')).toBe('keyword-research-cafe-au-lait.md');
    expect(researchFileName('???')).toBe('keyword-research-topic.md');
  });
});
