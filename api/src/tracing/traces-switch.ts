import type { FastifyInstance } from 'fastify';

/**
 * Whether to send traces: when OpenTelemetry's standard variables name an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT for every signal), unless
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none. This file loads nothing of OpenTelemetry,
 * so asking costs nothing when tracing is off.
 */
export function tracesWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

let flush: (() => Promise<void>) | null = null;

/** Set by traces.ts once tracing runs: how to send the spans still buffered. */
export function onTracesFlush(send: () => Promise<void>): void {
  flush = send;
}

/** How long stopping waits for the last spans to reach the collector: an unreachable one must not hold up a restart. */
const FLUSH_MS = 2000;

/** Sends the spans still buffered (on shutdown), for FLUSH_MS at most; nothing when tracing is off. Never throws. */
export async function flushTraces(): Promise<void> {
  if (!flush) return;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FLUSH_MS).unref());
  await Promise.race([flush().catch(() => undefined), waited]);
}

let onServer: ((fastify: FastifyInstance) => void) | null = null;

/** Set by traces.ts once tracing runs: what to add to the HTTP server. */
export function onTracingServer(add: (fastify: FastifyInstance) => void): void {
  onServer = add;
}

/** Lets tracing add its hooks to the server; nothing when tracing is off. */
export function addTracingHooks(fastify: FastifyInstance): void {
  onServer?.(fastify);
}
