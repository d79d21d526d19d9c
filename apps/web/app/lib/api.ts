import { NETWORK_FAILURE, TOOL_MESSAGES } from '@citable/schemas/constants';
import type { z } from 'zod';

/** A failed call to /api, with the server's message (errors are `{ "error": "..." }`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown when no answer came back at all (offline, server down). */
export class NetworkError extends Error {}

/** Spec 8: an answer that is not the shape its schema says is "Unexpected response format". */
export class UnexpectedResponseError extends Error {
  constructor() {
    super(TOOL_MESSAGES.unexpectedFormat);
  }
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return new ApiError(body.error, response.status);
  } catch {
    // Spec 8: "Error {status}: {text}" when the error body is not JSON.
  }
  return new ApiError(`Error ${response.status}: ${text || response.statusText}`, response.status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one request to /api and returns the successful response unread; anything else is
 * thrown as an ApiError with the server's message, or a NetworkError when nothing came back.
 * A cancelled call rethrows the AbortError, which callers treat as no outcome at all.
 */
export async function send(
  method: Method,
  path: string,
  body?: unknown,
  init?: { signal?: AbortSignal; accept?: string },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: init?.accept ?? 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init?.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(NETWORK_FAILURE);
  }
  if (!response.ok) throw await readError(response);
  return response;
}

/** Reads a value with its schema: the typed result, or the spec's unexpected-format error. */
export function readAs<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UnexpectedResponseError();
  return result.data;
}

/**
 * A call to /api whose answer is checked against the shared response schema, so a changed
 * answer shape shows the spec's message instead of breaking a screen further on.
 */
export async function callApi<Schema extends z.ZodType>(
  schema: Schema,
  method: Method,
  path: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<z.infer<Schema>> {
  const response = await send(method, path, body, init);
  let value: unknown;
  try {
    value = await response.json();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new UnexpectedResponseError();
  }
  return readAs(schema, value);
}
