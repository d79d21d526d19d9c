/**
 * A small browser stand-in for API tests: keeps cookies like a browser would, sends the
 * site's Origin on writes, and can claim a client address through a trusted proxy header.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly options: { forwardedFor?: string; origin?: string | null } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (body !== undefined) allHeaders['Content-Type'] ??= 'application/json';
    if (method !== 'GET' && this.options.origin !== null)
      allHeaders.Origin ??= this.options.origin ?? this.baseUrl;
    if (this.options.forwardedFor) allHeaders['X-Forwarded-For'] = this.options.forwardedFor;
    if (this.cookies.size) allHeaders.Cookie = this.cookieHeader;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  /** Like `post`, returning status and the parsed body. */
  async postJson(
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.post(path, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

let counter = 0;
/** A fresh, unique client address per call, so tests do not share per-IP limits. */
export function uniqueIp(): string {
  counter += 1;
  const n = (process.pid * 1000 + counter) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
