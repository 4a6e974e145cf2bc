import { tracesWanted } from './tracing/traces-switch.js';

// Tracing patches node:http, mysql2 and TypeORM's SQLite runner as they load, so it must start
// before any of the API's modules is imported: hence the dynamic imports. Without an exporter
// configured, nothing of OpenTelemetry is loaded at all.
if (tracesWanted(process.env)) await (await import('./tracing/traces.js')).startTraces(process.env);
await import('./server.js');
