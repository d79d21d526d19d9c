// The keyword research the bench scripts run: this checkout's, or another version's folder of
// research-topic given as RESEARCH_DIR, to compare a change's output before and after.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const folder =
  process.env.RESEARCH_DIR ??
  path.join(import.meta.dirname, '../../packages/engine/src/research-topic');

export const { loadTopicKnowledge } = await import(
  pathToFileURL(path.join(folder, 'load-topic-knowledge.server.ts')).href
);
export const { researchTopic } = await import(
  pathToFileURL(path.join(folder, 'research-topic.ts')).href
);
