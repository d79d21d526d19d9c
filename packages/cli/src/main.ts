import { parseArgs } from 'node:util';
import type { CliReport } from '@citable/schemas';
import { glob } from 'tinyglobby';
import {
  ApiFailure,
  analyseLocally,
  analyseWithApi,
  analyzeFile,
  type Severity,
} from './analyze-files.ts';
import { formatTable } from './format-table.ts';

/** The exit codes, documented in docs/cli.md. */
export const EXIT = { passed: 0, failed: 1, badInput: 2, apiFailure: 3 } as const;

const USAGE = `Usage: citable analyze <files or globs...> [options]

Analyses Markdown, HTML and plain-text files with Citable's builtin engine, offline.

Options:
  --json            print the report as JSON instead of a table
  --min-score N     fail when a document scores below N (0-100)
  --fail-on LEVEL   fail when a document has a suggestion of LEVEL or above (high, medium, low)
  --api URL         analyse with a running Citable instance instead of the builtin engine
  --key KEY         the personal API key for --api (or the CITABLE_API_KEY variable)
  -h, --help        show this help

Exit codes: 0 every document passed, 1 a document failed a threshold, 2 bad input,
3 the API refused or could not be reached.`;

const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low'];

/** One line on stderr and exit code 2: bad input changes nothing and says why. */
function badInput(message: string): number {
  process.stderr.write(`citable: ${message}\n`);
  return EXIT.badInput;
}

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return badInput(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.passed;
  }
  const [command, ...patterns] = positionals;
  if (command !== 'analyze') return badInput(`unknown command "${command ?? ''}"\n\n${USAGE}`);
  if (patterns.length === 0) return badInput('name the files to analyse, e.g. "docs/**/*.md"');
  const minScore = values['min-score'] === undefined ? null : Number(values['min-score']);
  if (minScore !== null && !(Number.isInteger(minScore) && minScore >= 0 && minScore <= 100))
    return badInput('--min-score takes a whole number from 0 to 100');
  const failOn = (values['fail-on'] ?? null) as Severity | null;
  if (failOn !== null && !SEVERITIES.includes(failOn))
    return badInput('--fail-on takes high, medium or low');

  const apiUrl = values.api ?? null;
  const key = values.key ?? process.env.CITABLE_API_KEY ?? null;
  if (apiUrl !== null && !/^https?:\/\/[^/]+/.test(apiUrl))
    return badInput('--api takes the address of a Citable instance, e.g. https://citable.example');
  if (apiUrl !== null && !key) return badInput('--api needs --key KEY (or CITABLE_API_KEY)');

  const files = (await glob(patterns, { onlyFiles: true, expandDirectories: false })).sort();
  if (files.length === 0) return badInput(`no file matches ${patterns.join(' ')}`);
  const analyse = apiUrl && key ? analyseWithApi(apiUrl, key) : analyseLocally();
  const documents: CliReport['documents'] = [];
  for (const file of files) {
    try {
      documents.push(await analyzeFile(file, { minScore, failOn }, analyse));
    } catch (error) {
      if (error instanceof ApiFailure) {
        process.stderr.write(`citable: ${error.message}\n`);
        return EXIT.apiFailure;
      }
      return badInput(`cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const failed = documents.filter((d) => d.failures.length > 0).length;
  const report: CliReport = {
    documents,
    summary: { documents: documents.length, passed: documents.length - failed, failed },
  };
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
  return failed > 0 ? EXIT.failed : EXIT.passed;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      'min-score': { type: 'string' },
      'fail-on': { type: 'string' },
      api: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
