import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { improveForTargets } from '../../packages/engine/src/targets/improve-for-targets.ts';
import { loadHiddenQuestionDocuments } from './load-hidden-question-documents.ts';
const knowledge = { vectors: loadWordVectors() };
const { documents } = loadHiddenQuestionDocuments();
const stats = { right: 0, wrong: 0, noEdit: 0, answeredNoEdit: 0 };
for (const document of documents) {
  const asked = document.answers.map((a) => a.question);
  const result = improveForTargets(document.text, asked, knowledge);
  result.targets.forEach((target, i) => {
    const span = document.answers[i]!;
    const edit = result.edits.find((e) => target.editIds.includes(e.id) && e.kind === 'faq');
    if (!edit) {
      stats.noEdit++;
      if (target.before.verdict !== 'not-answered') { stats.answeredNoEdit++; if (stats.answeredNoEdit < 25) console.log('NOEDIT', target.question, '|', target.before.answer?.quote.slice(0, 80), '| in span:', document.text.slice(span.start, span.end).includes(target.before.answer?.quote.slice(0, 30) ?? '@@')); }
      return;
    }
    if (edit.start >= span.start - 2 && edit.start < span.end) stats.right++;
    else { stats.wrong++; if (stats.wrong < 40) console.log('WRONG', target.answerType, target.question, '=>', target.before.answer?.quote.slice(0, 90), '| quote in span', document.text.slice(span.start, span.end).includes(target.before.answer?.quote.slice(0, 30) ?? '@@'), target.before.answer?.keywordRank); }
  });
}
console.log(stats);
