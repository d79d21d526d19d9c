import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { fixture, knowledge } from './real-document-advice.server.ts';

// A finding worded as praise is a positive insight or nothing, never a warning (fixtures/real,
// SOURCES.md): dayjs' changelog was warned that its opening "states the point directly".

describe("dayjs' changelog, whose opening states its point directly", () => {
  const { insights, improvements } = analyzeDocument(fixture('dayjs-changelog.md'), knowledge);

  it('is not warned for it', () => {
    const faults = insights.filter((insight) => insight.type !== 'positive');
    expect(faults.map((insight) => insight.text).join('\n')).not.toMatch(
      /states the point directly/,
    );
  });

  it('is not told to replace that opening either', () => {
    expect(improvements.map((item) => item.title)).not.toContain('Lead with the answer');
  });
});
