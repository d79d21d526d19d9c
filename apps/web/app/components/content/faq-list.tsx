import type { FaqItem } from '@citable/site/content/types.ts';

/** An FAQ as native disclosure widgets: every answer is in the HTML, open or not. */
export function FaqList({
  items,
  heading = 'Frequently asked questions',
}: {
  items: FaqItem[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="faq-heading" className="mt-16">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <details
            key={item.question}
            className="group p-5 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink">
              <h3 className="text-base">{item.question}</h3>
              <span
                aria-hidden="true"
                className="mt-0.5 text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-7 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function buildFaqJsonLd(items: FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
