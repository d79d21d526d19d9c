import { buildDocument } from '../document/build-document.ts';
import { locateParagraphs } from '../evidence/locate-paragraphs.ts';
import type { AnalysisEvidence, TextAnchor, TextSpan } from '../types.ts';
import { parseAnalysis } from './parse-analysis.ts';

/** Shorter quotations ("the", "API") are found everywhere and point nowhere in particular. */
const MIN_QUOTE_CHARACTERS = 12;
const QUOTED = /“([^”]+)”|‘([^’]+)’|"([^"\n]+)"|`([^`\n]+)`/g;

/** The block of text (between blank lines) around a span: the passage a reader sees. */
function blockAround(text: string, span: TextSpan): TextSpan {
  const before = text.lastIndexOf('\n\n', span.start);
  const after = text.indexOf('\n\n', span.end);
  return { start: before < 0 ? 0 : before + 2, end: after < 0 ? text.length : after };
}

/** The first quotation in a finding found word for word in the text, as an anchor. */
export function anchorQuote(text: string, finding: string): TextAnchor | undefined {
  for (const match of finding.matchAll(QUOTED)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    // A quotation cut short ("Widget is a tool that…") is still found by what it keeps.
    const kept = quote.replace(/(?:…|\.\.\.)$/, '').trim();
    if (kept.length < MIN_QUOTE_CHARACTERS) continue;
    // Word for word, though a quotation runs on one line where the text may wrap.
    const pattern = kept.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const found = new RegExp(pattern).exec(text);
    if (!found) continue;
    const sentence = { start: found.index, end: found.index + found[0].length };
    return { passage: blockAround(text, sentence), sentence };
  }
  return undefined;
}

/**
 * Evidence for an analysis the builtin engine did not write (an LLM's): a finding is anchored
 * only where it quotes the text word for word, since anything else would be a guess. The
 * paragraphs come from the engine's document model, as "paragraph 5" means in its findings.
 */
export function quoteEvidence(text: string, rawAnalysis: string): AnalysisEvidence {
  const evidence: AnalysisEvidence = {
    paragraphs: locateParagraphs(text, buildDocument(text)),
    insights: [],
    improvements: [],
  };
  let parsed: ReturnType<typeof parseAnalysis>;
  try {
    parsed = parseAnalysis(rawAnalysis);
  } catch {
    return evidence;
  }
  for (const insight of parsed.insights) {
    const anchor = anchorQuote(text, insight.text);
    if (anchor) evidence.insights.push({ text: insight.text, anchor });
  }
  for (const item of parsed.improvements) {
    const anchor = anchorQuote(text, `${item.title} ${item.description}`);
    if (anchor) evidence.improvements.push({ title: item.title, anchor });
  }
  return evidence;
}
