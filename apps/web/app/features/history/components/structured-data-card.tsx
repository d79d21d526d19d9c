import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { historyApi } from '../history.client.ts';

/** A JSON-LD block as it goes into a page, with `<` escaped as the site's pages do (DESIGN 3.5). */
const scriptOf = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value, null, 2).replace(/</g, '\\u003c')}</script>`;

/** Issue 34: JSON-LD and an llms.txt line made from this analysed text, ready to paste. */
export function StructuredDataCard({ runId }: { runId: string }) {
  const make = useMutation({
    mutationFn: () => historyApi.structuredData(runId),
    onError: (error) => notify('error', error.message),
  });
  const data = make.data;
  const blocks = data
    ? ([
        ['Article', scriptOf(data.article)],
        ['FAQPage', data.faqPage ? scriptOf(data.faqPage) : null],
        ['HowTo', data.howTo ? scriptOf(data.howTo) : null],
        ['llms.txt', data.llmsTxt],
      ] as const)
    : [];
  return (
    <section aria-labelledby="structured-data" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="structured-data" className="text-lg font-semibold text-ink">
        Structured data
      </h2>
      {data ? null : (
        <Button className="mt-3" variant="secondary" onClick={() => make.mutate()}>
          Make structured data
        </Button>
      )}
      {blocks.map(([name, text]) => (
        <div key={name} className="mt-4">
          <div className="flex items-center justify-between">
            <h3 className="font-semibold text-ink">{name}</h3>
            {text ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(text)
                    .then(() => notify('success', `${name} copied.`))
                }
              >
                Copy
              </Button>
            ) : null}
          </div>
          {text ? (
            <pre
              className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-3 text-xs text-ink"
              data-testid={`structured-${name}`}
            >
              {text}
            </pre>
          ) : (
            <p className="text-sm text-slate-600">
              {name === 'FAQPage'
                ? 'None: the text has no question heading with an answer under it.'
                : 'None: the text has no numbered list of steps.'}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
