import {
  AnalyzeRequest,
  AnalyzeResponse,
  Dismissal,
  DismissFindingRequest,
  DocumentRuns,
  ExtractKeywordsRequest,
  ExtractKeywordsResponse,
  GeoKeywordsRequest,
  GeoKeywordsResponse,
  HistoryDeletedResponse,
  HistoryList,
  HistoryRunResponse,
  ImproveRequest,
  ImproveResponse,
  LatestFactorsResponse,
  RenameRunRequest,
  RunComparison,
  RunFindings,
  ShareLinkResponse,
  StructuredDataResponse,
} from '@citable/schemas';
import { z } from 'zod';

/** One route of the public API: the zod schemas its request and answer are checked with. */
export interface PublicRoute {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path under /api/v1, with `{name}` parameters. */
  path: string;
  summary: string;
  request?: z.ZodType;
  /** The JSON answer; absent for a file download. */
  response?: z.ZodType;
  query?: { name: string; description: string; required?: boolean; enum?: string[] }[];
  /** A file answer's media types. */
  files?: string[];
}

const historyQuery: PublicRoute['query'] = [
  { name: 'q', description: 'Words to find in the titles and texts (at most 200 characters).' },
  { name: 'tool', description: 'Only one tool.', enum: ['analyzer', 'improvement', 'keywords'] },
  { name: 'page', description: 'The page, from 1 (20 runs a page).' },
];

/** The public API (issue 34): one table, from which the document is built and tests walk. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    method: 'post',
    path: '/functions/analyze',
    summary: 'Analyse a text',
    request: AnalyzeRequest,
    response: AnalyzeResponse,
  },
  {
    method: 'post',
    path: '/functions/improve',
    summary: 'Improve a text',
    request: ImproveRequest,
    response: ImproveResponse,
  },
  {
    method: 'post',
    path: '/functions/extract-keywords',
    summary: "Extract a text's keywords",
    request: ExtractKeywordsRequest,
    response: ExtractKeywordsResponse,
  },
  {
    method: 'post',
    path: '/functions/geo-keywords',
    summary: 'Research a keyword or topic',
    request: GeoKeywordsRequest,
    response: GeoKeywordsResponse,
  },
  {
    method: 'get',
    path: '/functions/improvement-factors/latest',
    summary: 'The newest improvement factors',
    response: LatestFactorsResponse,
  },
  {
    method: 'get',
    path: '/history',
    summary: 'List your runs',
    response: HistoryList,
    query: historyQuery,
  },
  {
    method: 'delete',
    path: '/history',
    summary: 'Delete all your runs',
    response: HistoryDeletedResponse,
  },
  {
    method: 'get',
    path: '/history/{id}',
    summary: 'One run, as it was',
    response: HistoryRunResponse,
  },
  {
    method: 'patch',
    path: '/history/{id}',
    summary: 'Rename a run (its document)',
    request: RenameRunRequest,
    response: HistoryRunResponse,
  },
  {
    method: 'delete',
    path: '/history/{id}',
    summary: 'Delete a run',
    response: HistoryDeletedResponse,
  },
  {
    method: 'get',
    path: '/history/{id}/document',
    summary: "The analyses of the run's document",
    response: DocumentRuns,
  },
  {
    method: 'get',
    path: '/history/{id}/compare/{other}',
    summary: 'Compare two analyses',
    response: RunComparison,
  },
  {
    method: 'get',
    path: '/history/{id}/findings',
    summary: "An analysis's findings and dismissals",
    response: RunFindings,
  },
  {
    method: 'post',
    path: '/history/{id}/dismissals',
    summary: 'Dismiss a finding with a reason',
    request: DismissFindingRequest,
    response: z.object({ dismissal: Dismissal }),
  },
  {
    method: 'delete',
    path: '/history/dismissals/{dismissalId}',
    summary: 'Restore a dismissed finding',
    response: HistoryDeletedResponse,
  },
  {
    method: 'get',
    path: '/history/{id}/export',
    summary: 'Export an analysis report (or an improved text: markdown, html)',
    query: [
      {
        name: 'format',
        description: 'The file format.',
        required: true,
        enum: ['markdown', 'csv', 'pdf', 'html'],
      },
    ],
    files: ['text/markdown', 'text/csv', 'application/pdf', 'text/html'],
  },
  {
    method: 'get',
    path: '/history/{id}/structured-data',
    summary: 'JSON-LD and an llms.txt line from an analysed text',
    response: StructuredDataResponse,
    query: [{ name: 'url', description: 'The address of the page that will carry the text.' }],
  },
  {
    method: 'post',
    path: '/history/{id}/share',
    summary: 'Make a read-only link to a report',
    response: ShareLinkResponse,
  },
  {
    method: 'delete',
    path: '/history/{id}/share',
    summary: "Revoke a report's link",
    response: HistoryDeletedResponse,
  },
];

const ErrorBody = z.object({ error: z.string() });

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1, straight from the zod schema. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

const json = (schema: z.ZodType) => ({
  'application/json': { schema: schemaOf(schema, 'output') },
});

/** The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the server uses. */
export function buildOpenApiDocument(appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of PUBLIC_ROUTES) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(route.query ?? []).map((q) => ({
        name: q.name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: q.enum ? { type: 'string', enum: q.enum } : { type: 'string' },
      })),
    ];
    const ok = route.files
      ? {
          description: 'The file.',
          content: Object.fromEntries(
            route.files.map((type) => [
              type,
              { schema: { type: 'string', contentMediaType: type } },
            ]),
          ),
        }
      : { description: 'Done.', content: json(route.response ?? z.object({})) };
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = {
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase())}`,
      ...(parameters.length ? { parameters } : {}),
      ...(route.request
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(route.request, 'input') } },
            },
          }
        : {}),
      responses: {
        '200': ok,
        '400': { description: 'Bad input, with a message.', content: json(ErrorBody) },
        '401': { description: 'No valid API key.', content: json(ErrorBody) },
        '404': { description: 'Not among your runs.', content: json(ErrorBody) },
        '429': { description: 'Over your quota.', content: json(ErrorBody) },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Citable API',
      version: '1.0.0',
      description:
        "The three tools and your history. Every call carries a personal key made on /settings: `Authorization: Bearer ck_...`. Calls count against your account's quotas.",
    },
    servers: [{ url: `${appUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'A personal API key.' },
      },
    },
    paths,
  };
}
