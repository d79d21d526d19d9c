import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the OpenAI Chat Completions protocol on loopback, for the
 * `openai` provider's tests. Each request takes the next scripted behaviour, or the
 * `respond` function's answer when the script is empty.
 */
export type Behaviour =
  /** `heldUntil`: the answer waits for it, so a test decides when a busy call ends. */
  | { kind: 'text'; content: string; delayMs?: number; heldUntil?: Promise<unknown> }
  /** `stall`: after the chunks the stream stays open and silent, never ending. */
  | { kind: 'stream'; chunks: string[]; delayMs?: number; stall?: boolean }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Sends the headers and the start of a JSON body, then nothing more. */
  | { kind: 'stall' }
  | { kind: 'hang' };

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
    messages: { role: string; content: string }[];
  };
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose client went away before the answer ended. */
  abandoned: RecordedRequest[];
  script: Behaviour[];
  respond: (request: RecordedRequest) => Behaviour;
  /** Requests being answered right now, and the most there ever were at once. */
  inFlight: number;
  mostInFlight: number;
  /**
   * response_format types this endpoint refuses with a 400, as servers without structured
   * output do ("json_schema", "json_object"). A refusal takes nothing from the script.
   */
  refusedFormats: Set<string>;
  /** Back to a new fake's state: nothing recorded, scripted or refused, every answer "Fine.". */
  reset(): void;
  close(): Promise<void>;
}

function completion(content: string, model: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(content: string | null, model: string, finish: string | null = null) {
  return {
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    abandoned: [],
    script: [],
    respond: () => ({ kind: 'text', content: 'Fine.' }),
    inFlight: 0,
    mostInFlight: 0,
    refusedFormats: new Set(),
    reset: () => {
      fake.requests.length = 0;
      fake.abandoned.length = 0;
      fake.script.length = 0;
      fake.refusedFormats.clear();
      fake.respond = () => ({ kind: 'text', content: 'Fine.' });
      fake.mostInFlight = fake.inFlight;
    },
    close: async () => {},
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const recorded: RecordedRequest = {
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    };
    fake.requests.push(recorded);
    const format = recorded.body.response_format?.type;
    if (format && fake.refusedFormats.has(format)) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: `Invalid parameter: 'response_format' of type '${format}' is not supported with this model.`,
            type: 'invalid_request_error',
            param: 'response_format',
            code: null,
          },
        }),
      );
      return;
    }
    fake.inFlight += 1;
    fake.mostInFlight = Math.max(fake.mostInFlight, fake.inFlight);
    const behaviour = fake.script.shift() ?? fake.respond(recorded);
    const model = recorded.body.model;
    response.on('close', () => {
      fake.inFlight -= 1;
      if (!response.writableFinished) fake.abandoned.push(recorded);
    });
    switch (behaviour.kind) {
      case 'text':
        if (behaviour.delayMs)
          await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
        if (behaviour.heldUntil) await behaviour.heldUntil;
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(completion(behaviour.content, model)));
        return;
      case 'status':
        response.writeHead(behaviour.status, {
          'Content-Type': 'application/json',
          ...behaviour.headers,
        });
        response.end(
          JSON.stringify(
            behaviour.body ?? {
              error: { message: `status ${behaviour.status}`, type: 'server_error' },
            },
          ),
        );
        return;
      case 'stall':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.write('{"id": "chatcmpl-stalled", "choices": [');
        return;
      case 'hang':
        return;
      case 'stream': {
        response.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          Connection: 'keep-alive',
        });
        for (const piece of behaviour.chunks) {
          if (response.destroyed) return;
          response.write(`data: ${JSON.stringify(chunk(piece, model))}\n\n`);
          if (behaviour.delayMs)
            await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
        }
        if (behaviour.stall) return;
        response.write(`data: ${JSON.stringify(chunk(null, model, 'stop'))}\n\n`);
        response.end('data: [DONE]\n\n');
        return;
      }
    }
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The server environment that sends every AI call to this fake as an OpenAI-compatible LLM. */
export function openAiEnv(fake: FakeOpenAi, apiKey: string): Record<string, string> {
  return {
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: apiKey,
    AI_MODEL: 'fake-model',
  };
}
