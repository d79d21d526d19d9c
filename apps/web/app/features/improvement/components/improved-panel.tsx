import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ResultHeading } from '../../../components/ui/result-heading.tsx';

// The Markdown renderer and its sanitiser (marked and DOMPurify, about 25 KB brotli) load with
// the first improved text, not with the screen (issue 35), and so does the writing back of a
// browser copy as Markdown, which reads with marked's lexer.
type MarkdownModule = typeof import('../render-markdown.ts');
const loadMarkdown = () => import('../render-markdown.ts');

/**
 * Spec 2 "Improved Content" panel, with copy and Markdown download. `resultKey` changes when a
 * rewrite is complete, which moves the focus to the panel's heading.
 */
export function ImprovedPanel({
  content,
  original,
  isStreaming,
  resultKey,
}: {
  content: string;
  /** The text as pasted: whether it was Markdown decides how `content` is read. */
  original: string;
  isStreaming: boolean;
  resultKey: number | null;
}) {
  const [view, setView] = useState<'preview' | 'markdown'>('preview');
  const [copied, setCopied] = useState<'markdown' | 'html' | null>(null);
  const [renderer, setRenderer] = useState<MarkdownModule | null>(null);
  // Text copied from a browser has lost Markdown's marks: headings, lists and tables are
  // written back as Markdown for the preview and both copies (issue 32); Markdown stays as is.
  const markdown = useMemo(
    () => (content && !isStreaming && renderer ? renderer.asMarkdown(content, original) : content),
    [content, original, isStreaming, renderer],
  );
  /** The Markdown of a complete text, once its reader is loaded (the copies and download). */
  const finalMarkdown = async () => (await loadMarkdown()).asMarkdown(content, original);
  const hasContent = content !== '';
  useEffect(() => {
    if (hasContent && !renderer) void loadMarkdown().then(setRenderer);
  }, [hasContent, renderer]);
  const html = useMemo(
    () => (markdown && view === 'preview' && renderer ? renderer.renderMarkdown(markdown) : ''),
    [markdown, view, renderer],
  );

  const copy = async (format: 'markdown' | 'html') => {
    const text = await finalMarkdown();
    if (format === 'markdown') await navigator.clipboard.writeText(text);
    else {
      // Rich editors paste the HTML; plain-text fields get the Markdown.
      const rendered = (await loadMarkdown()).renderMarkdown(text);
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([rendered], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
    }
    setCopied(format);
    setTimeout(() => setCopied(null), 2000);
  };
  const download = async () => {
    const text = await finalMarkdown();
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'improved-content.md';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section
      aria-labelledby="improved-heading"
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResultHeading
          id="improved-heading"
          resultKey={resultKey}
          className="font-semibold text-ink"
        >
          Improved Content
        </ResultHeading>
        {content ? (
          <div className="flex flex-wrap gap-2">
            <fieldset className="inline-flex rounded-md border-0 bg-slate-100 p-0.5 text-sm">
              <legend className="sr-only">View</legend>
              {(['preview', 'markdown'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={`rounded px-2.5 py-1 font-medium ${view === option ? 'bg-white text-ink shadow-sm' : 'text-slate-600'}`}
                >
                  {option === 'preview' ? 'Preview' : 'Markdown'}
                </button>
              ))}
            </fieldset>
            {(['markdown', 'html'] as const).map((format) => (
              <Button
                key={format}
                size="sm"
                variant="secondary"
                onClick={() => void copy(format)}
                disabled={isStreaming}
              >
                {copied === format ? (
                  <Check size={14} aria-hidden="true" />
                ) : (
                  <Copy size={14} aria-hidden="true" />
                )}
                {copied === format
                  ? 'Copied'
                  : format === 'markdown'
                    ? 'Copy as Markdown'
                    : 'Copy as HTML'}
              </Button>
            ))}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void download()}
              disabled={isStreaming}
            >
              <Download size={14} aria-hidden="true" /> Download .md
            </Button>
          </div>
        ) : null}
      </div>
      <div
        className="mt-3 max-h-[70vh] min-h-[160px] flex-1 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
        aria-live="polite"
        aria-busy={isStreaming}
        data-testid="improved-content"
      >
        {!content ? (
          <p className="text-slate-500">Improved content will appear here after analysis.</p>
        ) : view === 'markdown' ? (
          <pre className="whitespace-pre-wrap font-mono text-sm text-ink">{markdown}</pre>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: only Markdown's own elements, see render-markdown.ts
          <div className="prose-citable" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </section>
  );
}
