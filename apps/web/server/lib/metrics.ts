import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (issue 37), in Prometheus's text format at GET /metrics. Each
 * server has a registry of its own (never prom-client's global one), so that several servers
 * in one process (the tests) keep separate counts.
 */
export interface Metrics {
  registry: Registry;
  /** Requests by matched route (the pattern, never the raw path), method and status. */
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpSeconds: Histogram<'route' | 'method'>;
  /** AI calls by provider, tool and outcome (ok, or the AppError code that ended it). */
  aiCalls: Counter<'provider' | 'tool' | 'outcome'>;
  aiSeconds: Histogram<'provider' | 'tool'>;
  /**
   * Time the engine's threads spent computing, by task. A task is synchronous CPU-bound code
   * in its own thread, so this is its CPU time while the machine has a core for it; a machine
   * busy with other work stretches it (Node 20 has no per-thread CPU clock).
   */
  engineSeconds: Counter<'task'>;
  /** AI calls refused at once by the admission queue, by why (queue full, waited too long). */
  aiRefusals: Counter<'reason'>;
  /** Read when scraped: the admission queue's waiting and running calls. */
  watchAdmission(read: () => { waiting: number; running: number }): void;
}

/** The seconds buckets of both latency histograms: 5 ms to a minute (AI_TIMEOUT_MS's default). */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag and handles of the process: what "memory stays bounded" reads.
  collectDefaultMetrics({ register: registry });
  let readAdmission = () => ({ waiting: 0, running: 0 });
  new Gauge({
    name: 'citable_ai_queue_waiting',
    help: 'AI calls waiting for a slot in this process',
    registers: [registry],
    collect() {
      this.set(readAdmission().waiting);
    },
  });
  new Gauge({
    name: 'citable_ai_queue_running',
    help: 'AI calls running in this process',
    registers: [registry],
    collect() {
      this.set(readAdmission().running);
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'citable_http_requests_total',
      help: 'HTTP requests answered, by matched route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    httpSeconds: new Histogram({
      name: 'citable_http_request_duration_seconds',
      help: 'Time to the response headers, by matched route and method',
      labelNames: ['route', 'method'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    aiCalls: new Counter({
      name: 'citable_ai_calls_total',
      help: 'AI calls ended, by provider, tool and outcome',
      labelNames: ['provider', 'tool', 'outcome'],
      registers: [registry],
    }),
    aiSeconds: new Histogram({
      name: 'citable_ai_call_duration_seconds',
      help: 'AI calls from admission to answer, by provider and tool',
      labelNames: ['provider', 'tool'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    engineSeconds: new Counter({
      name: 'citable_engine_cpu_seconds_total',
      help: "CPU time of the builtin engine's tasks, by task",
      labelNames: ['task'],
      registers: [registry],
    }),
    aiRefusals: new Counter({
      name: 'citable_ai_refusals_total',
      help: 'AI calls refused with 503 by the admission queue, by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    watchAdmission(read) {
      readAdmission = read;
    },
  };
}
