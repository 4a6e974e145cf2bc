import { registerAs } from '@nestjs/config';
import { type Env, Pattern, readEnv } from '../../config/env-rules.js';

class MetricsVariables {
  @Pattern(/^[\x21-\x7e]{24,200}$/, 'METRICS_TOKEN must be at least 24 printable characters without spaces (e.g. openssl rand -hex 24)') METRICS_TOKEN?: string;
}

export const metricsConfig = registerAs('metrics', (env: Env = process.env) => ({
  /** Bearer token Prometheus sends to GET /api/metrics; null: the route does not exist (404). */
  token: readEnv(MetricsVariables, env).METRICS_TOKEN ?? null,
}));
export type MetricsConfig = ReturnType<typeof metricsConfig>;
