import { registerAs } from '@nestjs/config';
import { type Env, Pattern, WholeNumber, readEnv } from '../config/env-rules.js';

class IdDocumentsVariables {
  @WholeNumber(100, 86_400_000, 'ID_DOCUMENTS_SWEEP_MS must be a whole number of milliseconds from 100 to 86400000') ID_DOCUMENTS_SWEEP_MS?: number;
  @Pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'ID_DOCUMENTS_S3_BUCKET must be a valid bucket name') ID_DOCUMENTS_S3_BUCKET?: string;
}

/**
 * Renters' ID documents: how often documents due for deletion are looked for, and where they are
 * kept. Never where public images are: DATA_DIR/id-documents by default; with STORAGE=s3 and
 * ID_DOCUMENTS_S3_BUCKET set, that private bucket (same endpoint and keys as S3_*). See ADR 0018.
 */
export const idDocumentsConfig = registerAs('idDocuments', (env: Env = process.env) => {
  const vars = readEnv(IdDocumentsVariables, env);
  return {
    sweepMs: vars.ID_DOCUMENTS_SWEEP_MS ?? 60_000,
    s3Bucket: vars.ID_DOCUMENTS_S3_BUCKET ?? null,
  };
});
export type IdDocumentsConfig = ReturnType<typeof idDocumentsConfig>;
