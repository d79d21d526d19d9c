import type { PromptKind } from './prompts.client.ts';

/** Spec 2 and 8: the words of each prompt's dialog, editor tab and toasts. */
export const PROMPT_COPY: Record<
  PromptKind,
  {
    tab: string;
    dialogTitle: string;
    dialogText: string;
    label: string;
    placeholder: string;
    dialogSaved: string;
    editorName: string;
  }
> = {
  analyzer: {
    tab: 'Content Analyzer',
    dialogTitle: 'Edit System Prompt',
    dialogText: 'Customize the instructions sent to the AI when analyzing content.',
    label: 'Content Analysis System Prompt',
    placeholder: 'Enter system prompt for content analysis...',
    dialogSaved: 'System prompt saved successfully!',
    editorName: 'Analyzer',
  },
  improvement: {
    tab: 'Content Improvement',
    dialogTitle: 'Edit System Prompt',
    dialogText: 'Customize the instructions sent to the AI when improving content.',
    label: 'Content Improvement System Prompt',
    placeholder: 'Enter system prompt for content improvement...',
    dialogSaved: 'Content improvement system prompt saved successfully!',
    editorName: 'Improvement',
  },
  keywords: {
    tab: 'AI Keywords',
    dialogTitle: 'Edit Keyword Research Prompt',
    dialogText: 'Customize the instructions sent to the AI when researching keywords.',
    label: 'Keyword Research System Prompt',
    placeholder: 'Enter system prompt for keyword research...',
    dialogSaved: 'AI keyword research prompt saved.',
    editorName: 'Keyword',
  },
};

export const RESET_CONFIRMATION =
  'Are you sure you want to reset this prompt to its default value?';
