import {
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  TARGET_MESSAGES,
} from '@citable/schemas';
import type { RenderResult } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../tests/support/api-client.ts';
import { installFormDom } from '../../../tests/support/form-dom.ts';

/*
 * Issue 36: the target questions beside the text, as a writer uses them: typed and added with
 * Enter or the button, pasted several lines at once, edited in place, removed; every refusal
 * the server's own message. React DOM is loaded after the DOM is in place, as in the other
 * DOM suites. No server is needed: the field only keeps a list.
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  field: typeof import('./target-questions-field.tsx');
};
let removeDom = async () => {};
let screen: RenderResult;
let submitted = 0;

beforeAll(async () => {
  removeDom = installFormDom(new ApiClient('http://127.0.0.1:9'));
  dom.rtl = await import('@testing-library/react');
  dom.field = await import('./target-questions-field.tsx');
});

afterAll(async () => {
  await removeDom();
});

afterEach(() => {
  dom.rtl.cleanup();
  submitted = 0;
});

/** The field inside a form, as the screens hold it, with the list it keeps shown as data. */
function Harness({ initial = [] }: { initial?: string[] }) {
  const [targets, setTargets] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted += 1;
      }}
    >
      <dom.field.TargetQuestionsField targets={targets} onChange={setTargets} />
      <output data-testid="kept">{JSON.stringify(targets)}</output>
    </form>
  );
}

const render = (initial?: string[]) => {
  screen = dom.rtl.render(<Harness initial={initial} />);
};
const kept = () => JSON.parse(screen.getByTestId('kept').textContent ?? '[]') as string[];
const entry = () => screen.getByLabelText('New target question') as HTMLInputElement;
const type = (input: HTMLElement, value: string) =>
  dom.rtl.fireEvent.change(input, { target: { value } });
const pressEnter = (input: HTMLElement) =>
  dom.rtl.fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
const paste = (input: HTMLElement, text: string) =>
  dom.rtl.fireEvent.paste(input, { clipboardData: { getData: () => text } });
const alertText = () => screen.queryAllByRole('alert').map((node) => node.textContent?.trim());

describe('TargetQuestionsField', () => {
  it('adds a typed target with Enter or the button, trimmed, without submitting the text', () => {
    render();
    type(entry(), '  How much does delivery cost?  ');
    pressEnter(entry());
    type(entry(), 'When does the offer end?');
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Add target' }));
    expect(kept()).toEqual(['How much does delivery cost?', 'When does the offer end?']);
    expect(entry().value).toBe('');
    expect(submitted).toBe(0);
    expect(screen.getByTestId('target-count').textContent).toBe(
      `2 of ${MAX_TARGET_QUESTIONS} targets`,
    );
    // Each target is an input of its own, named by its place, with its own remove button.
    expect((screen.getByLabelText('Target question 2') as HTMLInputElement).value).toBe(
      'When does the offer end?',
    );
    expect(screen.getByRole('button', { name: 'Remove target question 2' })).toBeTruthy();
    expect(alertText()).toEqual([]);
  });

  it('refuses an empty or too long target with the server’s words, and takes one at the limit', () => {
    render();
    type(entry(), '   ');
    pressEnter(entry());
    expect(alertText()).toEqual([TARGET_MESSAGES.empty]);
    expect(entry().getAttribute('aria-invalid')).toBe('true');
    const tooLong = `${'Why '.repeat(60).slice(0, MAX_TARGET_QUESTION_LENGTH)}?`;
    type(entry(), tooLong);
    // Typing again clears the old refusal.
    expect(alertText()).toEqual([]);
    pressEnter(entry());
    expect(alertText()).toEqual([TARGET_MESSAGES.tooLong]);
    // What was refused stays in the box to be fixed.
    expect(entry().value).toBe(tooLong);
    expect(kept()).toEqual([]);
    type(entry(), tooLong.slice(1));
    pressEnter(entry());
    expect(kept()).toEqual([tooLong.slice(1)]);
    expect(alertText()).toEqual([]);
  });

  it('adds one target per pasted line, without list marks, each question once', () => {
    render(['What is a basic bank account?']);
    paste(
      entry(),
      [
        '- Who can open a basic bank account?',
        '',
        '2. How much does it cost?',
        '* what is a BASIC bank   account?',
        'Q: Can a bank refuse me?',
      ].join('\n'),
    );
    expect(kept()).toEqual([
      'What is a basic bank account?',
      'Who can open a basic bank account?',
      'How much does it cost?',
      'Can a bank refuse me?',
    ]);
    expect(alertText()).toEqual([]);
    // A paste of one line is typed into the box as any paste is, not added.
    paste(entry(), 'Is it free?');
    expect(kept()).toHaveLength(4);
  });

  it('stops at the tenth target and says so in the server’s words', () => {
    render();
    const lines = Array.from({ length: MAX_TARGET_QUESTIONS + 2 }, (_, i) => `Question ${i + 1}?`);
    paste(entry(), lines.join('\n'));
    expect(kept()).toEqual(lines.slice(0, MAX_TARGET_QUESTIONS));
    expect(alertText()).toEqual([TARGET_MESSAGES.tooMany]);
    type(entry(), 'One more?');
    pressEnter(entry());
    expect(kept()).toHaveLength(MAX_TARGET_QUESTIONS);
    expect(alertText()).toEqual([TARGET_MESSAGES.tooMany]);
    // One removed, there is room again.
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Remove target question 1' }));
    expect(kept()).toEqual(lines.slice(1, MAX_TARGET_QUESTIONS));
    expect(document.activeElement).toBe(entry());
    pressEnter(entry());
    expect(kept().at(-1)).toBe('One more?');
  });

  it('edits a target in place and says when an edit leaves it empty', () => {
    render(['How long does delivery take?', 'Where do you ship?']);
    const first = screen.getByLabelText('Target question 1');
    type(first, 'How long does shipping take?');
    expect(kept()).toEqual(['How long does shipping take?', 'Where do you ship?']);
    type(first, '  ');
    expect(alertText()).toEqual([TARGET_MESSAGES.empty]);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Target question 2').getAttribute('aria-invalid')).toBeNull();
    pressEnter(first);
    expect(submitted).toBe(0);
  });
});
