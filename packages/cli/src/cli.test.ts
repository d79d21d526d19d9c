import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliReport } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `citable analyze` as a CI build runs it: the real command on real files (test/SOURCES.md). */
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin/citable.mjs');
const FIXTURES = 'test/fixtures';

function citable(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let report: CliReport;

beforeAll(async () => {
  const run = await citable('analyze', `${FIXTURES}/*`, '--json');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  report = CliReport.parse(JSON.parse(run.stdout));
}, 60_000);

describe('citable analyze', () => {
  it('analyses Markdown, HTML and text files into JSON that the schema accepts', () => {
    expect(report.documents.map((d) => path.basename(d.file))).toEqual([
      'amqp-tools-readme.md',
      'base-files-faq.txt',
      'cookie-readme.md',
      'libffi-introduction.html',
    ]);
    for (const document of report.documents) {
      expect(document.criteria).toHaveLength(6);
      expect(document.score).toBeGreaterThan(0);
      expect(document.words).toBeGreaterThan(100);
      expect(document.failures).toEqual([]);
    }
    // The HTML is read as a page: its words, not its tags.
    const html = report.documents.find((d) => d.file.endsWith('.html'));
    expect(html?.findings.some((f) => /<\/?[a-z]+>/i.test(f.text))).toBe(false);
    expect(report.summary).toEqual({ documents: 4, passed: 4, failed: 0 });
  });

  it('fails the build below --min-score, and names the document and why', async () => {
    const lowest = Math.min(...report.documents.map((d) => d.score));
    const highest = Math.max(...report.documents.map((d) => d.score));
    const passing = await citable('analyze', `${FIXTURES}/*`, '--min-score', String(lowest));
    expect(passing.code).toBe(0);
    const failing = await citable('analyze', `${FIXTURES}/*`, '--min-score', String(highest));
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(new RegExp(`score ${lowest} is below ${highest}`));
    expect(failing.stdout).toMatch(/4 documents: 1 passed, 3 failed/);
  });

  it('fails on a high-severity suggestion with --fail-on high', async () => {
    const withHigh = report.documents.filter((d) =>
      d.findings.some((f) => f.kind === 'suggestion' && f.level === 'high'),
    );
    const run = await citable('analyze', `${FIXTURES}/*`, '--fail-on', 'high', '--json');
    const failed = CliReport.parse(JSON.parse(run.stdout));
    expect(failed.summary.failed).toBe(withHigh.length);
    expect(run.code).toBe(withHigh.length > 0 ? 1 : 0);
    const clean = report.documents.filter((d) => !withHigh.includes(d)).map((d) => d.file);
    const only = await citable('analyze', ...clean, '--fail-on', 'high');
    expect(only.code).toBe(0);
  });

  describe('bad input: exit code 2 and one clear line', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'citable-cli-'));
      await writeFile(path.join(dir, 'note.md'), '# A note\n\nShort.');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    for (const [args, message] of [
      [['analyze', 'nothing-here/**/*.md'], 'no file matches nothing-here/**/*.md'],
      [['analyze'], 'name the files to analyse'],
      [['lint', 'x.md'], 'unknown command "lint"'],
      [
        ['analyze', 'x.md', '--min-score', 'high'],
        '--min-score takes a whole number from 0 to 100',
      ],
      [['analyze', 'x.md', '--fail-on', 'critical'], '--fail-on takes high, medium or low'],
      [['analyze', 'x.md', '--colour'], "Unknown option '--colour'"],
    ] as const) {
      it(`${args.join(' ')}`, async () => {
        const run = await citable(...args);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(message);
        expect(run.stdout).toBe('');
      });
    }

    it('an absolute path outside the working folder works', async () => {
      const run = await citable('analyze', path.join(dir, 'note.md'), '--json');
      expect(run.code).toBe(0);
      expect(CliReport.parse(JSON.parse(run.stdout)).documents).toHaveLength(1);
    });
  });
});
