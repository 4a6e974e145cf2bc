import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import { onTracesFlush, onTracingServer } from './traces-switch.js';

const TRACER_NAME = 'rental-api';

/**
 * Query parameters never sent to a collector: signed upload links, mailed link tokens, plus
 * OpenTelemetry's own list of cloud signatures (the value shows as REDACTED).
 */
const SECRET_QUERY_PARAMS = ['signature', 'token', 'access_token', 'sig', 'Signature', 'AWSAccessKeyId', 'X-Goog-Signature', 'X-Amz-Signature', 'X-Amz-Credential', 'X-Amz-Security-Token'];

/**
 * Starts OpenTelemetry tracing from the standard variables (endpoint, protocol, headers, service
 * name, resource attributes, sampler): a server span per request named by its route pattern, with
 * a child span per database query (mysql2's instrumentation on MySQL; on SQLite a span around each
 * of TypeORM's queries, as no kept instrumentation covers better-sqlite3), all in one trace.
 */
export function startTraces(env: NodeJS.ProcessEnv): void {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'rental-api' }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporterFor(env))] });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new HttpInstrumentation({ redactedQueryParams: SECRET_QUERY_PARAMS, redactedQueryParamsServer: SECRET_QUERY_PARAMS }), new MySQL2Instrumentation()],
  });
  traceSqliteQueries();
  onTracingServer(nameServerSpansByRoute);
  onTracesFlush(() => provider.shutdown());
}

/** OTLP over HTTP, in protobuf (the standard's default) or JSON as OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL asks. */
function exporterFor(env: NodeJS.ProcessEnv) {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
  if (protocol === 'http/json') return new JsonTraceExporter();
  if (protocol !== 'http/protobuf') console.warn(`Traces: OTLP protocol "${protocol}" is not supported here; sending http/protobuf.`);
  return new ProtobufTraceExporter();
}

/**
 * The HTTP server span takes the route's pattern (GET /api/products/:key) as its name and
 * http.route, as the framework instrumentations do: Fastify knows the route once the request is
 * routed, and the span (started by node:http's instrumentation) reads it when the response ends.
 */
function nameServerSpansByRoute(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const metadata = getRPCMetadata(context.active());
    if (metadata?.type === RPCType.HTTP && request.routeOptions.url) metadata.route = request.routeOptions.url;
    done();
  });
}

/** A client span for each query TypeORM sends to SQLite, child of the request's span: its SQL (with placeholders, never the values) and its outcome. */
function traceSqliteQueries(): void {
  const tracer = trace.getTracer(TRACER_NAME);
  const runner = BetterSqlite3QueryRunner.prototype as unknown as { query: (this: unknown, sql: string, ...rest: unknown[]) => Promise<unknown> };
  const query = runner.query;
  runner.query = function tracedQuery(sql: string, ...rest: unknown[]) {
    const span = tracer.startSpan(sql.trimStart().split(/\s/, 1)[0] || 'sqlite', {
      kind: SpanKind.CLIENT,
      attributes: { [ATTR_DB_SYSTEM_NAME]: 'sqlite', [ATTR_DB_QUERY_TEXT]: sql },
    });
    return query.call(this, sql, ...rest).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        span.end();
        throw error;
      },
    );
  };
}
