import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits } from './apply-edits.ts';
import { improveText } from './improve-text.ts';
import { assertGuarantees } from './testing/assert-guarantees.ts';

// Real documents no one here wrote, of several kinds and languages: Debian's FAQs and help
// texts (plain text, "Q:"/"A:" and numbered), READMEs and reference docs from node_modules
// (Markdown with code, tables, HTML comments, badges), and translations (French, Spanish,
// German, Russian, Japanese).
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CORPUS = [
  '/usr/share/doc/socat/FAQ',
  '/usr/share/doc/xz-utils/faq.txt.gz',
  '/usr/share/doc/base-files/FAQ',
  '/usr/share/doc/zlib1g-dev/FAQ.gz',
  '/usr/share/doc/valgrind/FAQ.txt.gz',
  '/usr/share/doc/procps/FAQ.gz',
  '/usr/share/doc/man-db/FAQ',
  '/usr/share/doc/gnupg/FAQ',
  '/usr/share/doc/sed/sedfaq.txt.gz',
  '/usr/share/gnupg/help.de.txt',
  '/usr/share/gnupg/help.fr.txt',
  '/usr/share/gnupg/help.es.txt',
  `${ROOT}node_modules/ioredis/README.md`,
  `${ROOT}node_modules/pino/docs/api.md`,
  `${ROOT}node_modules/semver/README.md`,
  `${ROOT}node_modules/debug/README.md`,
  `${ROOT}node_modules/dompurify/README.md`,
  `${ROOT}node_modules/piscina/README.md`,
  `${ROOT}node_modules/picomatch/README.md`,
  `${ROOT}node_modules/fast-check/README.md`,
  `${ROOT}node_modules/axe-core/README.md`,
  `${ROOT}node_modules/react-router/docs/index.md`,
  `${ROOT}node_modules/chrome-launcher/docs/chrome-flags-for-tools.md`,
  `${ROOT}node_modules/@biomejs/biome/README.fr.md`,
  `${ROOT}bench/validity/corpus/manual-catman-de.txt`,
  `${ROOT}bench/validity/corpus/manual-catman-fr.txt`,
  `${ROOT}node_modules/@biomejs/biome/README.es.md`,
  `${ROOT}node_modules/@biomejs/biome/README.ru.md`,
  `${ROOT}node_modules/@biomejs/biome/README.ja.md`,
];

function read(file: string): string {
  const raw = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}

const present = CORPUS.filter((file) => existsSync(file));
const missing = CORPUS.filter((file) => !existsSync(file));
if (missing.length > 0)
  console.log(`Corpus files not installed here, skipped: ${missing.join(', ')}`);

describe('improver guarantees on real documents', () => {
  it('has enough of the corpus to judge', () => {
    expect(present.length).toBeGreaterThanOrEqual(10);
  });

  it.each(present)(
    '%s: the rewrite keeps every guarantee and improving it again changes nothing',
    (file) => {
      const original = read(file);
      const result = improveText(original);
      const applied = result.edits.filter((edit) => edit.isAcceptedByDefault);
      assertGuarantees(original, result.improvedContent, applied, result.language, file);
      expect(result.check.isFaithful).toBe(true);
      expect(improveText(result.improvedContent).improvedContent, `${file}: idempotent`).toBe(
        result.improvedContent,
      );
    },
    60_000,
  );

  it.each(present)(
    '%s: any subset of accepted edits, claim markers included, keeps the guarantees',
    (file) => {
      const original = read(file);
      const result = improveText(original);
      if (result.edits.length === 0) {
        console.log(`${file}: no edits proposed, so there is no subset to try`);
        return;
      }
      fc.assert(
        fc.property(fc.subarray(result.edits), (chosen) => {
          const rewrite = applyEdits(
            original,
            result.edits,
            chosen.map((edit) => edit.id),
          );
          assertGuarantees(original, rewrite, chosen, result.language, file);
        }),
        { numRuns: 15, seed: 11 },
      );
    },
    60_000,
  );
});
