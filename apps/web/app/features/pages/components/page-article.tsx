export interface PageArticleProps {
  title: string;
  /** Sanitised HTML of the markdown content (rendered by the server). */
  html: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  /** The public viewer's title is the page's h1; the editor's preview sits under its own. */
  headingLevel?: 1 | 2;
}

/**
 * Spec 2 "Public page viewer": the title, the optional featured image and the content. The
 * editor's live preview uses the same component, so what the admin sees is what visitors get.
 */
export function PageArticle({
  title,
  html,
  featuredImage,
  featuredImageAlt,
  headingLevel = 1,
}: PageArticleProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="mx-auto w-full max-w-3xl">
      <Heading className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</Heading>
      {featuredImage ? (
        // A fixed frame keeps the text from jumping when the image arrives (no layout shift).
        <img
          src={featuredImage}
          alt={featuredImageAlt ?? ''}
          className="mt-8 aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
          width={1200}
          height={630}
          // The featured image is the largest thing above the fold: fetch it first.
          fetchPriority={headingLevel === 1 ? 'high' : 'auto'}
        />
      ) : null}
      <div
        className="prose-citable mt-8 [&_img]:max-w-full [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:text-inherit"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list, see services/pages/render-page-markdown.ts
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
