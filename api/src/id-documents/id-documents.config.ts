import { registerAs } from '@nestjs/config';
import { type Env, Pattern, WholeNumber, readEnv } from '../config/env-rules.js';
import { AES_KEY_FORMAT, aesKeyOf } from '../users/config/auth.config.js';

class IdDocumentsVariables {
  @WholeNumber(100, 86_400_000, 'ID_DOCUMENTS_SWEEP_MS must be a whole number of milliseconds from 100 to 86400000') ID_DOCUMENTS_SWEEP_MS?: number;
  @Pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'ID_DOCUMENTS_S3_BUCKET must be a valid bucket name') ID_DOCUMENTS_S3_BUCKET?: string;
  @Pattern(AES_KEY_FORMAT, 'ID_DOCUMENTS_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)') ID_DOCUMENTS_KEY?: string;
}

/**
 * Renters' ID documents: how often documents due for deletion are looked for, and where they are
 * kept. Never where public images are: DATA_DIR/id-documents by default; with STORAGE=s3 and
 * ID_DOCUMENTS_S3_BUCKET set, that private bucket (same endpoint and keys as S3_*). Encrypted with
 * ID_DOCUMENTS_KEY, or without it a key derived from the authenticator secrets' key (TWO_FACTOR_KEY,
 * required in production). See ADR 0018.
 */
export const idDocumentsConfig = registerAs('idDocuments', (env: Env = process.env) => {
  const vars = readEnv(IdDocumentsVariables, env);
  return {
    sweepMs: vars.ID_DOCUMENTS_SWEEP_MS ?? 60_000,
    s3Bucket: vars.ID_DOCUMENTS_S3_BUCKET ?? null,
    /** AES-256 key of the documents at rest; null: derived from the auth configuration's twoFactorKey. */
    key: vars.ID_DOCUMENTS_KEY ? aesKeyOf(vars.ID_DOCUMENTS_KEY) : null,
  };
});
export type IdDocumentsConfig = ReturnType<typeof idDocumentsConfig>;
