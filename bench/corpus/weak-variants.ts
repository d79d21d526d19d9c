// Which training pages' stuffed or invented-sources variants stay within 10 points of their page,
// and what moved: each criterion's drop and the features that changed most (in the model's
// standard deviations). Training pages only: the dev pages are never read when measures are
// developed. Uses the stored fitted model, so the drops are in-sample. Run from the repository
// root:
//   npx tsx bench/corpus/weak-variants.ts [stuffed|invented-sources ...]
import {
  assessCriteria,
  CRITERIA_MODEL,
} from '../../packages/engine/src/assessments/assess-criteria.ts';
import { integrityOf } from '../../packages/engine/src/assessments/criterion-model.ts';
import { FEATURE_NAMES } from '../../packages/engine/src/measure/measure-page.ts';
import { loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';
import {
  makeVariant,
  VARIANT_KINDS,
  type VariantKind,
} from '../../packages/engine/src/testing/make-variants.ts';

const asked = process.argv
  .slice(2)
  .filter((arg): arg is VariantKind => (VARIANT_KINDS as readonly string[]).includes(arg));
const kinds: VariantKind[] = asked.length > 0 ? asked : ['stuffed', 'invented-sources'];
const pages = loadCorpus().filter((page) => page.split === 'train' && page.rating !== null);

for (const kind of kinds) {
  let weak = 0;
  const moved = new Map<string, number>();
  console.log(`\n${kind}: training pages whose variant falls less than 10 below`);
  for (const page of pages) {
    const original = assessCriteria(page.text);
    const variant = assessCriteria(makeVariant(page.text, kind));
    const drop = original.overall - variant.overall;
    if (drop >= 10) continue;
    weak++;
    const criteria = original.criteria
      .map((c, i) => `${c.name.split(' ')[0]} ${c.score - (variant.criteria[i]?.score ?? 0)}`)
      .join(', ');
    const changes = FEATURE_NAMES.map((name) => {
      const sd = CRITERIA_MODEL.scales[name]?.sd || 1;
      return {
        name,
        z: (variant.measures.features[name] - original.measures.features[name]) / sd,
      };
    })
      .filter((c) => Math.abs(c.z) >= 0.1)
      .sort((a, b) => Math.abs(b.z) - Math.abs(a.z))
      .slice(0, 6);
    for (const c of changes) moved.set(c.name, (moved.get(c.name) ?? 0) + 1);
    const integrity = `${integrityOf(CRITERIA_MODEL, original.measures.features).toFixed(2)}->${integrityOf(CRITERIA_MODEL, variant.measures.features).toFixed(2)}`;
    console.log(
      `${page.id.padEnd(28)} ${page.language} ${page.genre.padEnd(10)} ${String(original.overall).padStart(3)} drop ${String(drop).padStart(3)} integrity ${integrity} | ${criteria}`,
    );
    console.log(
      `    ${changes.map((c) => `${c.name} ${c.z >= 0 ? '+' : ''}${c.z.toFixed(2)}`).join(', ')}`,
    );
  }
  console.log(`${kind}: ${weak} of ${pages.length} within 10 points`);
  console.log(
    `features among the six that moved most, on those pages: ${[...moved]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
}
