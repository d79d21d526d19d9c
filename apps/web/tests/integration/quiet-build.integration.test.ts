import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runReactRouter, UPSTREAM_DEPRECATION } from '../../scripts/react-router-cli.mjs';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

function collect(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

describe('a quiet build and install', () => {
  // `react-router routes` loads the same config as the build (React Router's config loader,
  // where the envFile line comes from) in a second, without writing the build.
  it('runs the React Router CLI without the upstream envFile line or future-flag warnings', async () => {
    const out = collect();
    const err = collect();
    const status = await runReactRouter(['routes'], { stdout: out.stream, stderr: err.stream });
    const printed = out.text() + err.text();
    expect(status).toBe(0);
    expect(printed).toContain('routes/app/analyzer.tsx');
    expect(printed).not.toContain(UPSTREAM_DEPRECATION);
    expect(printed).not.toContain('envFile');
    expect(printed).not.toContain('Future Flag Warning');
  });

  it('leaves no dependency with install scripts outside allowScripts', () => {
    const listed = execFileSync('npm', ['install-scripts', 'ls'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(listed).toContain('No packages with unreviewed install scripts.');
    expect(listed).not.toContain('not yet covered by allowScripts');
  });
});
