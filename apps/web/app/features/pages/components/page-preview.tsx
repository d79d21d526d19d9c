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
  const [externalImages, setExternalImages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      pagesApi
        .preview(content, controller.signal)
        .then((rendered) => {
          setHtml(rendered.html);
          setExternalImages(rendered.external_images);
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
      {externalImages.length > 0 ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {externalImages.length === 1
            ? '1 image is on another site, so the page shows it as a link.'
            : `${externalImages.length} images are on other sites, so the page shows them as links.`}{' '}
          Pages show pictures from this site only, so that a visitor's browser contacts no other
          site. Upload a picture as the featured image instead.
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
