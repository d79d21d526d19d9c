import { ContentAssessor, Paper, SeoAssessor } from 'yoastseo';
import ResearcherModule from 'yoastseo/build/languageProcessing/languages/en/Researcher.js';

// yoastseo's English content (readability) and SEO assessments, run from Node as its own
// classes allow: Paper -> Researcher -> ContentAssessor + SeoAssessor.
type ResearcherClass = new (paper: unknown) => unknown;
const Researcher = ((ResearcherModule as { default?: ResearcherClass }).default ??
  ResearcherModule) as ResearcherClass;

export function assessWithYoast(html: string): void {
  const paper = new Paper(html, {
    keyword: 'cold brew coffee',
    title: 'Cold brew coffee and AI search',
    description: 'How cold brew is made and how AI search reads a page.',
    locale: 'en_US',
  });
  const researcher = new Researcher(paper);
  new ContentAssessor(researcher).assess(paper);
  new SeoAssessor(researcher).assess(paper);
}
