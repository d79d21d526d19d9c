import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { researchFileName, toResearchMarkdown } from '../research-markdown.ts';

/** Copy the research as Markdown, or download it as a .md file. */
export function ResearchExport({ keyword, text }: { keyword: string; text: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const markdown = toResearchMarkdown(keyword, text);

  async function copy() {
    try {
      await navigator.clipboard.writeText(markdown);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = researchFileName(keyword);
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
        {copyState === 'copied' ? (
          <Check size={16} aria-hidden="true" />
        ) : (
          <Copy size={16} aria-hidden="true" />
        )}
        Copy as Markdown
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={download}>
        <Download size={16} aria-hidden="true" /> Download .md
      </Button>
      <span aria-live="polite" className="text-sm text-slate-600">
        {copyState === 'copied' ? 'Copied.' : null}
        {copyState === 'failed'
          ? 'Your browser did not allow copying; use Download instead.'
          : null}
      </span>
    </div>
  );
}
