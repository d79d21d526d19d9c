import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scoreImprovementOverall } from '../rules/improvement-factors.ts';
import { applyEdits } from './apply-edits.ts';
import { improveText, LEGAL_TEXT_NOTICE } from './improve-text.ts';
import { scanSource } from './scan-source.ts';

// Each case reads the output as the writer would, on text no one here wrote.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The words of a text, marks aside: a heading made of a line keeps exactly these. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';

function read(file: string): string | null {
  if (!existsSync(file)) {
    console.log(`Skipped: ${file} is not installed here`);
    return null;
  }
  const raw = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}

const acceptAll = (text: string) => {
  const result = improveText(text);
  return {
    result,
    rewrite: applyEdits(
      text,
      result.edits,
      result.edits.map((edit) => edit.id),
    ),
  };
};

describe('the improver, read as a writer reads it', () => {
  it('says why a 30-word text is left as it is', () => {
    const text = read(`${ROOT}node_modules/debug/README.md`);
    if (!text) return;
    const prose = scanSource(text).find(
      (block) => block.kind === 'paragraph' && block.text.split(/\s+/).length > 30,
    );
    const thirty = (prose?.text ?? '').split(/\s+/).slice(0, 30).join(' ');
    const result = improveText(thirty);
    expect(result.improvedContent).toBe(thirty);
    expect(result.edits.filter((edit) => edit.isAcceptedByDefault)).toEqual([]);
    expect(result.notice).toMatch(/too short to improve: it has 30 words of prose/);
    expect(result.notice).toMatch(/at least 50/);
  });

  it('lists invented evidence as claims to verify and never moves it first', () => {
    const text = read(`${ROOT}bench/validity/corpus/poor-filler-invented.md`);
    if (!text) return;
    const result = improveText(text);
    const claimed = result.claims.map((claim) => claim.sentence);
    // A named institute is no source a reader can check: its figures are claims to verify.
    expect(claimed).toContain(
      'The National Center for Rest Optimization reports that 9 out of 10 experts recommend a routine.',
    );
    expect(claimed.some((sentence) => sentence.includes('Global Institute for Sleep'))).toBe(true);
    expect(result.edits.filter((edit) => edit.kind === 'answer-first')).toEqual([]);
    expect(result.notice).toMatch(/claims listed below are marked for you to verify/);
  });

  it('marks no version, port, address or configuration line of a Debian README as a claim', () => {
    const text = read('/usr/share/doc/openssh-client/README.Debian.gz');
    if (!text) return;
    const claimed = improveText(text).claims.map((claim) => claim.sentence);
    for (const name of ['1:6.6p1-1', 'X11UseLocalhost', 'respawn', 'port 22', 'bugs.debian.org'])
      expect(claimed.filter((sentence) => sentence.includes(name))).toEqual([]);
  });

  it('says a long text made of lists is mostly lists, not that it is too short', () => {
    const text = read('/usr/share/doc/util-linux/howto-contribute.txt.gz');
    if (!text) return;
    const result = improveText(text);
    expect(result.notice).toMatch(/^This text is mostly lists, code or tables/);
    expect(result.notice).not.toMatch(/too short/);
    // Only edits that need no run of prose: the text's own title lines made headings, its
    // enumerations made lists, word for word.
    expect(result.edits.length).toBeGreaterThan(0);
    for (const edit of result.edits) expect(['heading', 'list', 'faq']).toContain(edit.kind);
    expect(wordsOf(result.improvedContent)).toBe(wordsOf(text));
  });

  it('keeps a German text German: no English heading, label or marker, and German markers', () => {
    const text = read('/usr/share/gnupg/help.de.txt');
    if (!text) return;
    const { result, rewrite } = acceptAll(text);
    expect(result.language).toBe('German');
    for (const english of [
      'Summary',
      'Frequently asked questions',
      'Claims to verify',
      '[source needed]',
      'What is',
    ])
      expect(rewrite).not.toContain(english);
    const markers = result.edits.filter((edit) => edit.kind === 'claim');
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker.after).toBe(' [Quelle fehlt]');
    // Generated headings would be English grammar or German fragments: none is written; a
    // heading is only a line of the text itself, word for word.
    for (const edit of result.edits.filter((item) => item.kind === 'heading'))
      expect(wordsOf(edit.after), edit.after).toBe(wordsOf(edit.before));
  });

  it.each([
    ['German', `${ROOT}bench/validity/corpus/manual-catman-de.txt`, '[Quelle fehlt]'],
    ['French', `${ROOT}bench/validity/corpus/manual-catman-fr.txt`, '[source nécessaire]'],
    ['French', '/usr/share/gnupg/help.fr.txt', '[source nécessaire]'],
  ])(
    'keeps a %s manual in its language and says why it gets fewer edits (%s)',
    (name, file, marker) => {
      const text = read(file);
      if (!text) return;
      const { result, rewrite } = acceptAll(text);
      expect(result.language).toBe(name);
      for (const english of [
        'Summary',
        'Claims to verify',
        '[source needed]',
        'What is',
        'What are',
      ])
        expect(rewrite).not.toContain(english);
      for (const edit of result.edits) {
        // A heading only as a line the text already shows as one, word for word.
        if (edit.kind === 'heading')
          expect(wordsOf(edit.after), edit.after).toBe(wordsOf(edit.before));
        else expect(['split', 'list', 'claim']).toContain(edit.kind);
        if (edit.kind === 'claim') expect(edit.after).toBe(` ${marker}`);
      }
      expect(result.notice).toMatch(
        new RegExp(
          `^This text is in ${name}, so the improver proposes only edits that add no English words`,
        ),
      );
      expect(result.notice).toContain(`(“${marker}”)`);
    },
  );

  it('carries code blocks with their language, HTML comments and inline code through untouched', () => {
    const text = read(`${ROOT}node_modules/pino/docs/api.md`);
    if (!text) return;
    const { result, rewrite } = acceptAll(text);
    expect(result.edits.length).toBeGreaterThan(0);
    const fences = text.match(/^```[a-z]*\n[\s\S]*?^```$/gm) ?? [];
    expect(fences.length).toBeGreaterThan(10);
    expect(fences.some((fence) => fence.startsWith('```js'))).toBe(true);
    for (const fence of fences) expect(rewrite).toContain(fence);
    for (const comment of text.match(/<!--[\s\S]*?-->/g) ?? []) expect(rewrite).toContain(comment);
    for (const code of text.match(/`[^`\n]+`/g) ?? []) expect(rewrite).toContain(code);
    const headings = scanSource(rewrite).filter((block) => block.kind === 'heading');
    for (const heading of headings) expect(heading.text).not.toMatch(/^code( block)?$/i);
    // A heading named after a key phrase writes it as the text does ("Stringified JSON").
    const plainText = text.replace(/[_*`]/g, '').replace(/\s+/g, ' ');
    const named = result.edits.filter((edit) =>
      /^Names what this passage is about/.test(edit.reason),
    );
    // Every section of the page has its heading (under an anchor), so none may be proposed;
    // any that is must write the key phrase as the text does ("Stringified JSON").
    for (const edit of named) {
      const heading = edit.after.trim().replace(/^#+ /, '');
      expect(plainText, heading).toContain(heading.slice(1));
    }
    // No marker lands in code: every marker follows the closing stop of a prose sentence.
    for (const edit of result.edits.filter((item) => item.kind === 'claim'))
      expect(text.charAt(edit.start)).toMatch(/[.!?…"'”’)\]]/);
  });

  it('turns a Q:/A: FAQ into question headings with each answer right under its question', () => {
    const text = read('/usr/share/doc/xz-utils/faq.txt.gz');
    if (!text) return;
    const result = improveText(text);
    const rewrite = result.improvedContent;
    const pairs = [...text.matchAll(/^Q:\s+(.+\?)\s*\n\s*\nA:\s+(\S.{20})/gm)];
    expect(pairs.length).toBeGreaterThan(5);
    for (const [, question, answer] of pairs) {
      const at = rewrite.indexOf(`## ${question}`);
      expect(at, `question heading "${question}"`).toBeGreaterThanOrEqual(0);
      const between = rewrite.slice(
        at + 3 + (question as string).length,
        rewrite.indexOf(answer as string, at),
      );
      expect(between, `"${question}" is followed by its own answer`).toBe('\n\n');
    }
    expect(rewrite).not.toMatch(/^A:\s/m);
    const lines = rewrite.split('\n');
    lines.forEach((line, index) => {
      if (line.startsWith('#'))
        expect(lines[index - 1] ?? '', `a blank line before "${line}"`).toBe('');
    });
  });

  it('reads questions that a writer would write: no "however", no capitalised common words', () => {
    const text = read(`${ROOT}node_modules/ioredis/README.md`);
    if (!text) return;
    const questions = improveText(text).edits.filter((edit) => edit.after.includes('?'));
    for (const edit of questions) {
      expect(edit.after).not.toMatch(/\b(?:however|also|often)\b/i);
      expect(edit.after).not.toMatch(/^#+ (?:What|Can|How) (?:is |are )?(?:A|An|The) /);
    }
  });
});

describe('legal text is kept as written', () => {
  it('proposes nothing for the GPL, whose text may not be changed', () => {
    const text = read('/usr/share/common-licenses/GPL-3');
    if (!text) return;
    const result = improveText(text);
    expect(result.edits).toEqual([]);
    expect(result.claims).toEqual([]);
    expect(result.notice).toBe(LEGAL_TEXT_NOTICE);
    expect(result.improvedContent).toBe(text);
  });
});

describe('scores the rewrite cannot game', () => {
  it('a rewrite of shuffled text never scores above the coherent original', () => {
    const text = read('/usr/share/doc/xz-utils/faq.txt.gz');
    if (!text) return;
    const sentences = text.split(/(?<=[.!?])\s+/);
    // A fixed permutation (no randomness in tests that must fail the same way every time).
    const shuffled = sentences.map((_, i) => sentences[(i * 7919) % sentences.length]).join(' ');
    const coherent = improveText(text).originalFactors;
    const once = improveText(shuffled);
    const twice = improveText(once.improvedContent);
    expect(scoreImprovementOverall(once.rewriteFactors)).toBeLessThanOrEqual(
      scoreImprovementOverall(coherent),
    );
    expect(scoreImprovementOverall(twice.rewriteFactors)).toBeLessThanOrEqual(
      scoreImprovementOverall(coherent),
    );
  });

  it('scores the original and the rewrite with the same measures, side by side', () => {
    const text = read('/usr/share/doc/socat/FAQ');
    if (!text) return;
    const result = improveText(text);
    expect(result.improvementFactors).toEqual(result.rewriteFactors);
    expect(improveText(result.improvedContent).originalFactors).toEqual(result.rewriteFactors);
  });
});
