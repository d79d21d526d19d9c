import { MAX_TARGET_QUESTIONS } from '@citable/schemas/constants';
import { Target } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { countNoun } from '../../lib/count-noun.ts';
import { handTargets, type TargetTool } from './stored-targets.ts';
import { researchQuestions } from './target-list.ts';
import { useTargetOwner } from './use-target-questions.ts';

const TOOLS: [TargetTool, string, string][] = [
  ['analyzer', '/analyzer', 'Content Analyzer'],
  ['improvement', '/improvement', 'Content Improvement'],
];

/**
 * Issue 36 on AI Keywords: the research's questions become the target questions of the
 * Analyzer or of Improvement in one click (the first ten), replacing the tool's list, and the
 * writer is taken there with the text they had.
 */
export function UseAsTargets({ research }: { research: string }) {
  const owner = useTargetOwner();
  const navigate = useNavigate();
  const questions = useMemo(() => researchQuestions(research), [research]);
  if (!owner || questions.length === 0) return null;
  const use = (tool: TargetTool, path: string, name: string) => {
    handTargets(owner, tool, questions);
    notify('success', `${countNoun(questions.length, 'target question')} set in ${name}.`);
    void navigate(path);
  };
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="use-as-targets">
      <p className="text-sm text-slate-700">
        Use the {countNoun(questions.length, 'question')} people ask as your target questions
        {questions.length >= MAX_TARGET_QUESTIONS ? ` (the first ${MAX_TARGET_QUESTIONS})` : ''}:
        the tool reports, for each, whether your text answers it and where.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {TOOLS.map(([tool, path, name]) => (
          <Button key={tool} size="sm" variant="secondary" onClick={() => use(tool, path, name)}>
            <Target size={14} aria-hidden="true" /> Use as targets in {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
