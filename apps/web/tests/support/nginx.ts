import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx, as `.ci/run` installs it; NGINX_PATH points elsewhere. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const NGINX_SKIP_REASON = `nginx tests skipped: no nginx at ${NGINX_PATH} (Debian: apt-get install -y nginx-light; or set NGINX_PATH).`;

export function isNginxAvailable(): boolean {
  if (!existsSync(NGINX_PATH)) return false;
  try {
    execFileSync(NGINX_PATH, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A port free right now, for a process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningNginx {
  url: string;
  /** Stops nginx gracefully and removes its folder. */
  close(): Promise<void>;
}

/**
 * nginx as a load balancer in front of instances, the way a deployment runs them: requests go
 * to the instances in turn (`both`), or, with `X-Citable-Instance: a` or `b`, to one of them,
 * so a test can sign in through one and use the other. An instance that refuses connections is
 * skipped, and a request not yet sent to it goes to the other (nginx's default retry).
 */
export async function startNginx(
  port: number,
  instances: { a: string; b: string },
): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'citable-nginx-'));
  const hostOf = (url: string) => new URL(url).host;
  const config = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream a { server ${hostOf(instances.a)}; }
  upstream b { server ${hostOf(instances.b)}; }
  upstream both {
    server ${hostOf(instances.a)} max_fails=1 fail_timeout=10s;
    server ${hostOf(instances.b)} max_fails=1 fail_timeout=10s;
  }
  map $http_x_citable_instance $pool { a a; b b; default both; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 8m;
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`;
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers; an instance's health route proves the whole path works.
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (child.exitCode !== null || attempt > 100) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url,
    async close() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
