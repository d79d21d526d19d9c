import { describe, expect, it } from 'vitest';
import { type EngineRunner, inlineEngine } from '../engine-pool.ts';
import type { EngineTask } from '../engine-worker.ts';
import { createBuiltinProvider } from './builtin.ts';

// The analyzer screen shows the score and the citation map of one analysis: the map must be the
// analysis's own (read with the document's kind), computed once.

const CHANGELOG = `# Changelog

## 2.4.0 (2026-03-02)

- Added a --dry-run option to the sync command.
- Fixed a crash when the config file is empty.

## 2.3.1 (2026-01-15)

- Fixed the Windows installer path.
- Updated the French translation.
`;

describe('the builtin provider', () => {
  it('answers the citation map from the same engine task as the analysis', async () => {
    const tasks: EngineTask['kind'][] = [];
    const counting: EngineRunner = {
      run: (task, signal) => {
        tasks.push(task.kind);
        return inlineEngine.run(task, signal);
      },
      close: async () => {},
    };
    const provider = createBuiltinProvider({ engine: counting });
    await provider.analyze(CHANGELOG, { systemPrompt: 'x' });
    const map = await provider.mapCitations?.(CHANGELOG, {});
    expect(tasks).toEqual(['analyze']);
    // The same map an LLM's analysis gets from the standalone task, with the same knowledge.
    expect(map).toEqual(await inlineEngine.run({ kind: 'citation-map', text: CHANGELOG }));
  });
});
