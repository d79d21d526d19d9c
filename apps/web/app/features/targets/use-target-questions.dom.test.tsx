import { researchTopic } from '@citable/engine';
import { loadTopicKnowledge } from '@citable/engine/topic-knowledge.server';
import type { Viewer } from '@citable/schemas';
import type { RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../tests/support/api-client.ts';
import { installFormDom } from '../../../tests/support/form-dom.ts';
import type { TargetTool } from './stored-targets.ts';

/*
 * Issue 36: a tool's target questions are kept with its draft, per account and tool, in the
 * browser's real storage (happy-dom's), and come back when the screen is opened again; where
 * none are kept, the restored result's stand in; AI Keywords hands its questions to a tool.
 * The screens' own pieces under a router whose root gives the viewer, as the app's root does.
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  router: typeof import('react-router');
  field: typeof import('./target-questions-field.tsx');
  hook: typeof import('./use-target-questions.ts');
  handoff: typeof import('./use-as-targets.tsx');
};
let removeDom = async () => {};
let screen: RenderResult;

beforeAll(async () => {
  removeDom = installFormDom(new ApiClient('http://127.0.0.1:9'));
  dom.rtl = await import('@testing-library/react');
  dom.router = await import('react-router');
  dom.field = await import('./target-questions-field.tsx');
  dom.hook = await import('./use-target-questions.ts');
  dom.handoff = await import('./use-as-targets.tsx');
});

afterAll(async () => {
  await removeDom();
});

afterEach(() => {
  dom.rtl.cleanup();
  window.localStorage.clear();
});

const viewerOf = (id: string | null, isTester = false): Viewer => ({
  user: id ? { id, email: `${id}@targets.test`, fullName: id, createdAt: '2026-01-01' } : null,
  isAdmin: false,
  isTester,
  isProfileSynced: true,
});

/** A tool's target field as its screen holds it, with the result it restored. */
function ToolTargets({ tool, restored }: { tool: TargetTool; restored: string[] | null }) {
  const { targets, setTargets } = dom.hook.useTargetQuestions(tool, restored);
  return <dom.field.TargetQuestionsField targets={targets} onChange={setTargets} />;
}

function open(
  viewer: Viewer,
  path: string,
  options: { restored?: string[] | null; research?: string } = {},
) {
  dom.rtl.cleanup();
  const restored = options.restored ?? null;
  const Stub = dom.router.createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer }),
      Component: dom.router.Outlet,
      HydrateFallback: () => null,
      children: [
        { path: 'analyzer', Component: () => <ToolTargets tool="analyzer" restored={restored} /> },
        {
          path: 'improvement',
          Component: () => <ToolTargets tool="improvement" restored={restored} />,
        },
        {
          path: 'geo-keywords',
          Component: () => <dom.handoff.UseAsTargets research={options.research ?? ''} />,
        },
      ],
    },
  ]);
  screen = dom.rtl.render(<Stub initialEntries={[path]} />);
}

/** The list a screen shows once it has read what is kept (its effects have run). */
const listed = async () => {
  await screen.findByLabelText('New target question');
  await dom.rtl.act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return screen
    .queryAllByLabelText(/^Target question \d+$/)
    .map((input) => (input as HTMLInputElement).value);
};

async function add(question: string) {
  const entry = await screen.findByLabelText('New target question');
  dom.rtl.fireEvent.change(entry, { target: { value: question } });
  dom.rtl.fireEvent.keyDown(entry, { key: 'Enter', code: 'Enter' });
}

describe('useTargetQuestions', () => {
  it('keeps each account’s targets per tool, and shows no one else’s', async () => {
    open(viewerOf('writer-a'), '/analyzer');
    await add('How much does a basic account cost?');
    await add('Who can open one?');
    expect(await listed()).toEqual(['How much does a basic account cost?', 'Who can open one?']);

    // Opened again (a reload): the same list.
    open(viewerOf('writer-a'), '/analyzer');
    await dom.rtl.waitFor(async () => expect(await listed()).toHaveLength(2));
    expect(await listed()).toEqual(['How much does a basic account cost?', 'Who can open one?']);
    // Another tool of the same account, another account, a tester: none of them.
    open(viewerOf('writer-a'), '/improvement');
    expect(await listed()).toEqual([]);
    open(viewerOf('writer-b'), '/analyzer');
    expect(await listed()).toEqual([]);
    open(viewerOf(null, true), '/analyzer');
    expect(await listed()).toEqual([]);
    // What writer A kept is still there for writer A.
    open(viewerOf('writer-a'), '/analyzer');
    expect(await listed()).toHaveLength(2);
  });

  it('shows the restored result’s targets where none are kept, and the kept ones otherwise', async () => {
    const restored = ['When does the offer end?', 'Who is it for?'];
    open(viewerOf('writer-c'), '/improvement', { restored });
    await dom.rtl.waitFor(async () => expect(await listed()).toEqual(restored));
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Remove target question 1' }));
    expect(await listed()).toEqual(['Who is it for?']);
    // Once the writer changed them, what they kept wins over the result's.
    open(viewerOf('writer-c'), '/improvement', { restored });
    await dom.rtl.waitFor(async () => expect(await listed()).toEqual(['Who is it for?']));
  });
});

describe('UseAsTargets', () => {
  it('hands the research’s questions to the tool chosen, replacing its list', async () => {
    const research = researchTopic('basic bank account', loadTopicKnowledge());
    const questions = research
      .slice(research.indexOf('4. QUESTIONS PEOPLE ASK'), research.indexOf('5. OPTIMIZATION TIPS'))
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).trim());
    expect(questions.length).toBeGreaterThan(0);
    open(viewerOf('writer-d'), '/improvement');
    await add('An older target?');
    for (const [name, path] of [
      ['Content Improvement', '/improvement'],
      ['Content Analyzer', '/analyzer'],
    ] as const) {
      open(viewerOf('writer-d'), '/geo-keywords', { research });
      dom.rtl.fireEvent.click(
        await screen.findByRole('button', { name: `Use as targets in ${name}` }),
      );
      await dom.rtl.waitFor(async () => expect(await listed()).toEqual(questions));
      // Kept for that tool: opened again, it has them, the older target replaced.
      open(viewerOf('writer-d'), path);
      expect(await listed()).toEqual(questions);
    }
    // A research with no questions offers nothing to use.
    open(viewerOf('writer-d'), '/geo-keywords', { research: 'No questions in this text.' });
    await dom.rtl.waitFor(() => expect(screen.container.textContent).toBe(''));
    expect(screen.queryByRole('button', { name: /Use as targets/ })).toBeNull();
  });
});
