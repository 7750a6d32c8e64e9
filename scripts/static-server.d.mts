import type http from 'node:http';

export interface StaticServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  json?: Record<string, () => unknown>;
}): Promise<StaticServer>;
