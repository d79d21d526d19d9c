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

export async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init?.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError('Could not reach the server. Please check your connection.');
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
