import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { countCodeExamples } from './count-code-examples.ts';

describe('countCodeExamples', () => {
  it("counts Hono's five-line program and its command under 'Quick Start'", () => {
    expect(countCodeExamples(buildDocument(fixture('hono-readme.md')))).toBe(2);
  });

  it("leaves out pg's one install command under 'Install': it shows no use", () => {
    expect(countCodeExamples(buildDocument(fixture('pg-readme.md')))).toBe(0);
  });
});
