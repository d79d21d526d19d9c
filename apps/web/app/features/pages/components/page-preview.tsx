import { useEffect, useState } from 'react';
import { pagesApi } from '../pages.client.ts';
import { PageArticle } from './page-article.tsx';

/**
 * The live preview beside the markdown: the server renders and sanitises the content exactly
 * as it will for visitors (one renderer, one allow-list), a moment after typing stops.
 */
export function PagePreview({
  title,
  content,
  featuredImage,
  featuredImageAlt,
}: {
  title: string;
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
}) {
  const [html, setHtml] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      pagesApi
        .preview(content, controller.signal)
        .then((rendered) => {
          setHtml(rendered);
          setError(null);
        })
        .catch((failure: Error) => {
          if (failure.name !== 'AbortError') setError(failure.message);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [content]);
  return (
    <section aria-label="Preview" className="rounded-xl border border-slate-200 bg-white p-6">
      <p className="mb-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
      {error ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          The preview could not be rendered: {error}
        </p>
      ) : null}
      <div data-testid="page-preview">
        <PageArticle
          title={title || 'Untitled page'}
          html={html}
          featuredImage={featuredImage}
          featuredImageAlt={featuredImageAlt}
          headingLevel={2}
        />
      </div>
    </section>
  );
}
