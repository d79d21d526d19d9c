import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { ArrowLeft } from 'lucide-react';
import { Link, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { EngineNote } from '../../features/prompts/components/engine-note.tsx';
import { PromptEditor } from '../../features/prompts/components/prompt-editor.tsx';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Direct Prompt Editor') }];

/** Admin only, decided on the server (DESIGN.md 3.2): everyone else goes to /dashboard. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.isAdmin) throw redirect('/dashboard');
  return null;
}

/** Spec 2 "Direct Prompt Editor". */
export default function PromptEditorRoute() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to="/admin-dashboard"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft size={16} aria-hidden="true" /> Back to Admin Dashboard
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Direct Prompt Editor</h1>
        <p className="mt-1 text-slate-700">
          Edit the instructions sent to the AI. Changes take effect immediately for all users.
        </p>
      </div>
      <EngineNote />
      <PromptEditor />
    </div>
  );
}
