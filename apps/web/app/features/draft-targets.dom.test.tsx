import { researchTopic } from '@citable/engine';
import { loadTopicKnowledge } from '@citable/engine/topic-knowledge.server';
import type { Draft, Viewer } from '@citable/schemas';
import type { RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../tests/support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../../tests/support/api-client.ts';
import { startAppServer, type TestAppServer } from '../../tests/support/app-server.ts';
import { installFormDom } from '../../tests/support/form-dom.ts';
import { type Mailbox, startMailbox } from '../../tests/support/mailbox.ts';
import type { TargetTool } from './targets/stored-targets.ts';

/*
 * Issue 36: a tool's target questions are kept with its draft, in the browser (happy-dom's
 * real storage) and on the server (the real API over a real socket, a real database), so a
 * writer signing in on another browser gets the text and the targets back. A draft saved
 * before targets were kept still loads, and the targets a browser kept on its own then join
 * it; AI Keywords hands its questions to a tool. The screens' own pieces under a router whose
 * root gives the viewer, as the app's root does.
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  router: typeof import('react-router');
  field: typeof import('./targets/target-questions-field.tsx');
  hook: typeof import('./targets/use-target-questions.ts');
  draft: typeof import('./saved-work/use-tool-draft.ts');
  handoff: typeof import('./targets/use-as-targets.tsx');
  stored: typeof import('./targets/stored-targets.ts');
};
let mailbox: Mailbox;
let server: TestAppServer;
let api: ApiClient;
let writer: Viewer;
let removeDom = async () => {};
let screen: RenderResult;

const ARTICLE = [
  '# Basic accounts',
  '',
  'A basic account costs 4 euros a month and opens in one day.',
].join('\n');

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
  api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Target Writer', email: uniqueEmail('targets') });
  writer = (await (await api.get('/api/auth/session')).json()) as Viewer;
  expect(writer.user?.id).toBeTruthy();
  removeDom = installFormDom(api);
  dom.rtl = await import('@testing-library/react');
  dom.router = await import('react-router');
  dom.field = await import('./targets/target-questions-field.tsx');
  dom.hook = await import('./targets/use-target-questions.ts');
  dom.draft = await import('./saved-work/use-tool-draft.ts');
  dom.handoff = await import('./targets/use-as-targets.tsx');
  dom.stored = await import('./targets/stored-targets.ts');
}, 120_000);

afterAll(async () => {
  dom.rtl?.cleanup();
  await removeDom();
  await server?.close();
  await mailbox?.close();
});

afterEach(() => {
  dom.rtl.cleanup();
  window.localStorage.clear();
});

const tester: Viewer = { user: null, isAdmin: false, isTester: true, isProfileSynced: true };

/** A tool's text and target field as its screen holds them, kept by its draft. */
function ToolDraft({ tool }: { tool: TargetTool }) {
  const draft = dom.draft.useToolDraft(tool, { takeLeftTargets: dom.stored.leftTargetsOf(tool) });
  const { targets, setTargets } = dom.hook.useTargetQuestions(draft);
  return (
    <>
      <textarea
        aria-label="Your content"
        value={draft.content}
        onChange={(event) => draft.setContent(event.target.value)}
      />
      <dom.field.TargetQuestionsField targets={targets} onChange={setTargets} />
    </>
  );
}

function open(viewer: Viewer, path: string, research = '') {
  dom.rtl.cleanup();
  const Stub = dom.router.createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer }),
      Component: dom.router.Outlet,
      HydrateFallback: () => null,
      children: [
        { path: 'analyzer', Component: () => <ToolDraft tool="analyzer" /> },
        { path: 'improvement', Component: () => <ToolDraft tool="improvement" /> },
        {
          path: 'geo-keywords',
          Component: () => <dom.handoff.UseAsTargets research={research} />,
        },
      ],
    },
  ]);
  screen = dom.rtl.render(<Stub initialEntries={[path]} />);
}

/** The text and the targets a screen shows. */
const shown = () => ({
  content: (screen.queryByLabelText('Your content') as HTMLTextAreaElement | null)?.value ?? null,
  targets: screen
    .queryAllByLabelText(/^Target question \d+$/)
    .map((input) => (input as HTMLInputElement).value),
});

async function add(question: string) {
  const entry = await screen.findByLabelText('New target question');
  dom.rtl.fireEvent.change(entry, { target: { value: question } });
  dom.rtl.fireEvent.keyDown(entry, { key: 'Enter', code: 'Enter' });
}

const serverDraft = async (tool: string) =>
  ((await (await api.get(`/api/drafts/${tool}`)).json()) as { draft: Draft | null }).draft;

/** Waits until the server's draft of `tool` matches `expected`. */
const serverHas = (tool: string, expected: Partial<Draft>) =>
  dom.rtl.waitFor(async () => expect(await serverDraft(tool)).toMatchObject(expected), {
    timeout: 5_000,
  });

describe('target questions kept with the draft', () => {
  it('come back with the text on another browser, per tool', async () => {
    open(writer, '/analyzer');
    dom.rtl.fireEvent.change(await screen.findByLabelText('Your content'), {
      target: { value: ARTICLE },
    });
    await add('How much does a basic account cost?');
    await add('How long does it take to open?');
    const targets = ['How much does a basic account cost?', 'How long does it take to open?'];
    await serverHas('analyzer', { content: ARTICLE, targets });

    // Another browser: nothing kept in it, the account signed in.
    dom.rtl.cleanup();
    window.localStorage.clear();
    open(writer, '/analyzer');
    await dom.rtl.waitFor(() => expect(shown()).toEqual({ content: ARTICLE, targets }));
    // The other tool keeps its own draft: none of these targets.
    open(writer, '/improvement');
    await screen.findByLabelText('New target question');
    await dom.rtl.act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shown().targets).toEqual([]);

    // Removing one is kept too, and an empty list is kept as empty, not as "never kept".
    open(writer, '/analyzer');
    await dom.rtl.waitFor(() => expect(shown().targets).toEqual(targets));
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Remove target question 1' }));
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Remove target question 1' }));
    await serverHas('analyzer', { content: ARTICLE, targets: [] });
    window.localStorage.clear();
    open(writer, '/analyzer');
    await dom.rtl.waitFor(() => expect(shown().content).toBe(ARTICLE));
    expect(shown().targets).toEqual([]);
  });

  it('loads a draft saved before targets were kept, with the targets of its result', async () => {
    const analyzed = await api.postJson('/api/functions/analyze', {
      content: ARTICLE,
      targetQuestions: ['When was the bank founded?', 'How much does a basic account cost?'],
    });
    expect(analyzed.status).toBe(200);
    expect((await api.delete('/api/drafts/analyzer')).status).toBe(200);
    // Saved as a screen from before targets were kept saves it: no targets in the draft.
    const saved = await api.request('PUT', '/api/drafts/analyzer', {
      content: ARTICLE,
      result: { tool: 'analyzer', text: ARTICLE, response: analyzed.body },
    });
    expect(saved.status).toBe(200);
    expect((await serverDraft('analyzer'))?.targets).toBeNull();

    open(writer, '/analyzer');
    await dom.rtl.waitFor(() =>
      expect(shown()).toEqual({
        content: ARTICLE,
        targets: ['When was the bank founded?', 'How much does a basic account cost?'],
      }),
    );
    // Only shown: the server's draft is left as it was until the writer changes something.
    await dom.rtl.act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect((await serverDraft('analyzer'))?.targets).toBeNull();
  });

  it('takes the targets this browser kept on its own before, onto the server’s text', async () => {
    const userId = writer.user?.id as string;
    await api.request('PUT', '/api/drafts/improvement', { content: ARTICLE, result: null });
    window.localStorage.setItem(
      `citable.targets.${userId}.improvement`,
      JSON.stringify(['Who can open a basic account?']),
    );
    open(writer, '/improvement');
    await dom.rtl.waitFor(() =>
      expect(shown()).toEqual({ content: ARTICLE, targets: ['Who can open a basic account?'] }),
    );
    // Sent with the text the server had, which is not lost; the old copy is taken once.
    await serverHas('improvement', {
      content: ARTICLE,
      targets: ['Who can open a basic account?'],
    });
    expect(window.localStorage.getItem(`citable.targets.${userId}.improvement`)).toBeNull();

    // Where the draft already holds targets, an old copy left in a browser does not replace them.
    window.localStorage.clear();
    window.localStorage.setItem(
      `citable.targets.${userId}.improvement`,
      JSON.stringify(['An older question?']),
    );
    open(writer, '/improvement');
    await dom.rtl.waitFor(() =>
      expect(shown()).toEqual({ content: ARTICLE, targets: ['Who can open a basic account?'] }),
    );
    expect(window.localStorage.getItem(`citable.targets.${userId}.improvement`)).toBeNull();
  });

  it('keeps a tester’s targets in the browser only, apart from the account’s', async () => {
    open(tester, '/analyzer');
    await add('Is a tester’s target kept?');
    open(tester, '/analyzer');
    await dom.rtl.waitFor(() => expect(shown().targets).toEqual(['Is a tester’s target kept?']));
    // The account on the same browser does not see it, nor does the server hold it.
    open(writer, '/analyzer');
    await screen.findByLabelText('New target question');
    await dom.rtl.waitFor(() => expect(shown().content).toBe(ARTICLE));
    expect(shown().targets).not.toContain('Is a tester’s target kept?');
    expect((await serverDraft('analyzer'))?.targets ?? []).not.toContain(
      'Is a tester’s target kept?',
    );
  });
});

describe('UseAsTargets', () => {
  it('hands the research’s questions to the tool chosen, replacing its list, kept with the text', async () => {
    const research = researchTopic('basic bank account', loadTopicKnowledge());
    const questions = research
      .slice(research.indexOf('4. QUESTIONS PEOPLE ASK'), research.indexOf('5. OPTIMIZATION TIPS'))
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).trim());
    expect(questions.length).toBeGreaterThan(0);
    await api.request('PUT', '/api/drafts/improvement', {
      content: ARTICLE,
      result: null,
      targets: ['An older target?'],
    });
    for (const [name, tool] of [
      ['Content Improvement', 'improvement'],
      ['Content Analyzer', 'analyzer'],
    ] as const) {
      open(writer, '/geo-keywords', research);
      dom.rtl.fireEvent.click(
        await screen.findByRole('button', { name: `Use as targets in ${name}` }),
      );
      open(writer, `/${tool}`);
      await dom.rtl.waitFor(() =>
        expect(shown()).toEqual({ content: ARTICLE, targets: questions }),
      );
      await serverHas(tool, { content: ARTICLE, targets: questions });
      // Taken once: opened again on a fresh browser, the server's list.
      window.localStorage.clear();
      open(writer, `/${tool}`);
      await dom.rtl.waitFor(() => expect(shown().targets).toEqual(questions));
    }
    // A research with no questions offers nothing to use.
    open(writer, '/geo-keywords', 'No questions in this text.');
    await dom.rtl.waitFor(() => expect(screen.container.textContent).toBe(''));
    expect(screen.queryByRole('button', { name: /Use as targets/ })).toBeNull();
  });
});
