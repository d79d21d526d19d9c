import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Advice of the retrieval test on READMEs that already answer their questions where a
// retriever looks: no rewording is owed, so none is asked.

describe('Vite\'s README: its title and its definition both raise "What is Vite?"', () => {
  const text = fixture('vite-readme.md');

  it('asks the question once, of the passage that answers it', () => {
    const asked = analyzeDocument(text, knowledge).citationMap.entries.filter(
      (entry) => entry.question === 'What is Vite?',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.status).toBe('cited');
  });

  it('does not tell the title passage to answer what the definition answers', () => {
    expect(advice(text)).not.toMatch(/holds none of the words of ‘What is Vite’/);
    expect(advice(text)).not.toMatch(/Name the subject of each passage/);
  });
});

describe("Biome's README: every question found among the first three, some below first", () => {
  const text = fixture('biome-readme-en.md');

  it('is not told to name the subject of passages that already name it', () => {
    expect(advice(text)).not.toMatch(/Name the subject of each passage/);
  });
});
