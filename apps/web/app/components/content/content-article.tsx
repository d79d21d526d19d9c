import type { ContentPage, ContentSection } from '@citable/site/content/types.ts';
import type { ReactNode } from 'react';
import { FaqList } from './faq-list.tsx';
import { InlineText } from './inline-text.tsx';

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.paragraphs?.map((text) => (
        <p key={text}>
          <InlineText text={text} />
        </p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.orderedList ? (
        <ol>
          {section.orderedList.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ol>
      ) : null}
      {section.table ? (
        <section
          className="my-6 overflow-x-auto rounded-lg border border-slate-200"
          aria-label={section.table.caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a table wider than the screen (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
            <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-ink">
              {section.table.caption}
            </caption>
            <thead className="bg-slate-100 text-ink">
              <tr>
                {section.table.headers.map((header) => (
                  <th key={header} scope="col" className="px-4 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')} className="border-t border-slate-200 align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row" className="px-4 py-2 font-semibold text-ink">
                        <InlineText text={cell} />
                      </th>
                    ) : (
                      <td key={`${index}-${cell}`} className="px-4 py-2">
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {section.after?.map((text) => (
        <p key={text}>
          <InlineText text={text} />
        </p>
      ))}
    </>
  );
}

export const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A long-form page: eyebrow, h1, answer-first lead, sections, optional FAQ. */
export function ContentArticle({ page, aside }: { page: ContentPage; aside?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{page.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink md:text-5xl">
        {page.heading}
      </h1>
      <p className="mt-6 text-lg leading-8 text-slate-700">
        <InlineText text={page.lead} />
      </p>
      {aside}
      <div className="prose-citable">
        {page.sections.map((section) => (
          <section key={section.heading} aria-labelledby={sectionId(section.heading)}>
            <h2 id={sectionId(section.heading)}>{section.heading}</h2>
            <SectionBody section={section} />
          </section>
        ))}
      </div>
      {page.faq?.length ? <FaqList items={page.faq} /> : null}
    </article>
  );
}
