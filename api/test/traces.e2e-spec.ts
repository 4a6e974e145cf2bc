import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, stop, useTestApp } from './support/test-app.js';

/** OTLP's JSON encoding of what this test reads (opentelemetry-proto, trace/v1 and common/v1). */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

const attribute = (attributes: { key: string; value: OtlpValue }[] | undefined, key: string) => {
  const value = attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/**
 * A stand-in for an OpenTelemetry Collector's OTLP/HTTP receiver: POST /v1/traces in the JSON
 * encoding (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json), answered as the collector does.
 */
class TraceCollector {
  readonly exports: OtlpExport[] = [];
  readonly services = new Set<string>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      this.exports.push(body);
      for (const resourceSpans of body.resourceSpans) this.services.add(String(attribute(resourceSpans.resource?.attributes, 'service.name')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  get spans(): OtlpSpan[] {
    return this.exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  }

  /** Waits until a span matching `test` has arrived (the API sends its batches every 100 ms here). */
  async waitFor(test: (span: OtlpSpan) => boolean): Promise<OtlpSpan> {
    for (let i = 0; i < 100; i++) {
      const span = this.spans.find(test);
      if (span) return span;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No such span arrived; spans so far: ${this.spans.map((s) => s.name).join(', ')}`);
  }
}

describe('OpenTelemetry traces sent to an OTLP collector (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const collector = new TraceCollector();
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await collector.listen();
  });
  afterAll(() => collector.close());
  const t = useTestApp(() => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'rental-api-under-test',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  }));

  it('sends a server span named by the route, with its status, and a child span with the SQL of each query, in one trace', async () => {
    // A product made just now: the read cache is empty after a write, so reading it queries the database.
    await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key: 'traced-light', name: 'Traced light', price: 900, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Traced', stock: 2, image: [] })
      .expect(201);
    await t().http.get('/api/products/traced-light').expect(200);

    const server = await collector.waitFor((s) => s.kind === SPAN_KIND_SERVER && attribute(s.attributes, 'url.path') === '/api/products/traced-light');
    expect(server.name).toBe('GET /api/products/:key');
    expect(attribute(server.attributes, 'http.route')).toBe('/api/products/:key');
    expect(attribute(server.attributes, 'http.request.method')).toBe('GET');
    expect(attribute(server.attributes, 'http.response.status_code')).toBe(200);

    const inTrace = collector.spans.filter((s) => s.traceId === server.traceId);
    const queries = inTrace.filter((s) => s.kind === SPAN_KIND_CLIENT && attribute(s.attributes, 'db.query.text') !== undefined);
    const productQuery = queries.find((s) => /^SELECT\b[\s\S]*\bFROM\b[\s\S]*product/i.test(String(attribute(s.attributes, 'db.query.text'))));
    expect(productQuery).toBeDefined();
    expect(productQuery!.name).toBe('SELECT');
    expect(attribute(productQuery!.attributes, 'db.system.name')).toBe(t().dbType === 'mysql' ? 'mysql' : 'sqlite');
    // The query's span descends from the request's.
    const byId = new Map(inTrace.map((s) => [s.spanId, s]));
    let ancestor = productQuery!.parentSpanId ? byId.get(productQuery!.parentSpanId) : undefined;
    while (ancestor && ancestor.spanId !== server.spanId) ancestor = ancestor.parentSpanId ? byId.get(ancestor.parentSpanId) : undefined;
    expect(ancestor?.spanId).toBe(server.spanId);
    expect(collector.services).toEqual(new Set(['rental-api-under-test']));
  });

  it('marks a failed request by its status and continues a trace the caller started (traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await t().http.get('/api/products/no-such-product').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`).expect(404);
    const server = await collector.waitFor((s) => s.kind === SPAN_KIND_SERVER && attribute(s.attributes, 'url.path') === '/api/products/no-such-product');
    expect(server.traceId).toBe(traceId);
    expect(server.parentSpanId).toBe('00f067aa0ba902b7');
    expect(server.name).toBe('GET /api/products/:key');
    expect(attribute(server.attributes, 'http.response.status_code')).toBe(404);
  });

  it('never sends a link token or an upload signature from the query string', async () => {
    await t().http.get('/api/health?probe=1&token=secret-link-token&signature=secret-signature').expect(200);
    const server = await collector.waitFor((s) => s.kind === SPAN_KIND_SERVER && String(attribute(s.attributes, 'url.query') ?? '').includes('probe=1'));
    const query = String(attribute(server.attributes, 'url.query'));
    expect(query).not.toContain('secret');
    expect(query).toContain('token=REDACTED');
    expect(JSON.stringify(collector.exports)).not.toContain('secret-link-token');
  });
});

describe('OpenTelemetry traces when the API stops', () => {
  it('sends the spans still waiting for their batch before the process exits (SIGTERM)', async () => {
    const collector = new TraceCollector();
    const endpoint = await collector.listen();
    // A batch delay far past the test: only the flush on stopping can send the span.
    const app = await startTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '600000' });
    try {
      await app.http.get('/api/health?last=1').expect(200);
      const isLast = (s: OtlpSpan) => s.kind === SPAN_KIND_SERVER && attribute(s.attributes, 'url.query') === 'last=1';
      expect(collector.spans.some(isLast)).toBe(false);
      await stop(app.child);
      expect(app.child.exitCode).toBe(0);
      expect(collector.spans.some(isLast)).toBe(true);
    } finally {
      await app.close();
      await collector.close();
    }
  });
});
