import { tracesWanted } from './traces-switch.js';

describe('tracesWanted (OpenTelemetry starts only with an OTLP endpoint)', () => {
  it('is off without an endpoint, so nothing of OpenTelemetry is loaded', () => {
    expect(tracesWanted({})).toBe(false);
    expect(tracesWanted({ OTEL_SERVICE_NAME: 'rental-api', OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
  });

  it('is on with the endpoint for every signal or for traces alone', () => {
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('stays off when the SDK is disabled or the traces exporter is none, endpoint or not', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracesWanted({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracesWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracesWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
