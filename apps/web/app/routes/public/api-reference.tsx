import { formatPageTitle } from '@citable/site/content/site.ts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  /** The anchor of the operation's section: its operationId. */
  anchor: string;
  operation: OpenAPIV3_1.OperationObject;
}

/** Every operation of the document, in its order, with the anchor its section carries. */
function listOperations(document: OpenAPIV3_1.Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const anchor = operation.operationId ?? `${method}-${path.replace(/[^\w]+/g, '-')}`;
      return [{ method, path, anchor, operation }];
    }),
  );
}

/** Issue 34: the reference is built from the same document /api/v1/openapi.json serves. */
export function loader({ context }: LoaderFunctionArgs) {
  const document = context.openApiDocument();
  return { document, operations: listOperations(document) };
}

export const meta: MetaFunction = () => [
  { title: formatPageTitle('API reference') },
  {
    name: 'description',
    content: 'The Citable HTTP API: every route, its parameters, request and answer.',
  },
];

/*
 * A schema is shown as its JSON Schema text, folded: it is exact (what the server validates
 * with) and needs no script to browse, which a rendered viewer (Swagger UI, Redoc) would, with
 * inline styles and scripts the app's CSP refuses.
 */
function SchemaBlock({ schema, label }: { schema: unknown; label: string }) {
  return (
    <details className="mt-2 rounded-lg border border-slate-200 bg-slate-50">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink">{label}</summary>
      <pre className="whitespace-pre-wrap break-words border-t border-slate-200 p-3 text-xs text-slate-800">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}

function jsonSchemaOf(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined) {
  return content?.['application/json']?.schema;
}

function OperationSection({ entry }: { entry: Operation }) {
  const { method, path, anchor, operation } = entry;
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const responses = Object.entries(operation.responses ?? {}) as [
    string,
    OpenAPIV3_1.ResponseObject,
  ][];
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id={`${anchor}-title`} className="break-all font-mono text-lg font-semibold text-ink">
        <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-sm uppercase text-white">
          {method}
        </span>
        /api/v1{path}
      </h2>
      <p className="mt-1 text-slate-700">{operation.summary}</p>
      {parameters.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">Parameters</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  Name
                </th>
                <th scope="col" className="py-1 pr-3">
                  In
                </th>
                <th scope="col" className="py-1 pr-3">
                  Required
                </th>
                <th scope="col" className="py-1">
                  Description
                </th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((parameter) => {
                const schema = parameter.schema as OpenAPIV3_1.SchemaObject | undefined;
                return (
                  <tr
                    key={`${parameter.in}-${parameter.name}`}
                    className="border-b border-slate-100"
                  >
                    <td className="py-1 pr-3 font-mono">{parameter.name}</td>
                    <td className="py-1 pr-3">{parameter.in}</td>
                    <td className="py-1 pr-3">{parameter.required ? 'yes' : 'no'}</td>
                    <td className="py-1">
                      {parameter.description ?? ''}
                      {schema?.enum ? ` One of: ${schema.enum.join(', ')}.` : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
      {body ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">Request body (application/json)</h3>
          <SchemaBlock schema={jsonSchemaOf(body.content)} label="Request schema" />
        </>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink">Responses</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {responses.map(([status, response]) => {
          const types = Object.keys(response.content ?? {});
          const schema = jsonSchemaOf(response.content);
          return (
            <li key={status}>
              <strong>{status}</strong>: {response.description}{' '}
              {types.length > 0 ? (
                <span className="text-slate-600">({types.join(', ')})</span>
              ) : null}
              {schema ? <SchemaBlock schema={schema} label={`${status} response schema`} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A browsable reference of /api/v1, rendered on the server (decision 001): no script needed. */
export default function ApiReference() {
  const { document, operations } = useLoaderData<typeof loader>() as {
    document: OpenAPIV3_1.Document;
    operations: Operation[];
  };
  const server = document.servers?.[0]?.url ?? '/api/v1';
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Developers</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {document.info.title} reference
        </h1>
        <p className="mt-2 text-slate-700">{document.info.description}</p>
        <p className="mt-2 text-slate-700">
          Version {document.info.version}, OpenAPI {document.openapi}. The document itself:{' '}
          <a href="/api/v1/openapi.json" className="text-brand-700 underline">
            /api/v1/openapi.json
          </a>
          .
        </p>
      </div>
      <section
        id="authentication"
        aria-labelledby="authentication-title"
        className="rounded-2xl bg-white p-6 shadow-sm"
      >
        <h2 id="authentication-title" className="text-lg font-semibold text-ink">
          Authentication
        </h2>
        <p className="mt-2 text-slate-700">
          Every call carries a personal API key, made on{' '}
          <a href="/settings" className="text-brand-700 underline">
            Settings
          </a>
          , in the header:
        </p>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-sm text-ink">
          Authorization: Bearer ck_...
        </pre>
        <p className="mt-2 text-slate-700">
          Base address: <code className="font-mono">{server}</code>
        </p>
      </section>
      <nav aria-label="Operations" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">Operations</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {operations.map(({ method, path, anchor, operation }) => (
            <li key={anchor}>
              <a href={`#${anchor}`} className="break-all text-brand-700 underline">
                <span className="font-mono uppercase">{method}</span>{' '}
                <span className="font-mono">/api/v1{path}</span>
              </a>{' '}
              <span className="text-slate-700">{operation.summary}</span>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map((entry) => (
        <OperationSection key={entry.anchor} entry={entry} />
      ))}
    </div>
  );
}
