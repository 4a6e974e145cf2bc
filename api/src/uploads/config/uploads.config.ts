import { registerAs } from '@nestjs/config';
import { type Env, HttpUrl, OneOf, Pattern, Text, WholeNumber, readEnv, withoutTrailingSlash } from '../../config/env-rules.js';
import { MAX_IMAGE_BYTES } from '../upload-rules.js';

const whenS3 = (vars: UploadsVariables) => vars.STORAGE === 's3';

class UploadsVariables {
  @OneOf(['local', 's3'], 'STORAGE must be local or s3') STORAGE?: 'local' | 's3';
  @WholeNumber(10, 3600, 'UPLOAD_URL_TTL_SECONDS must be a whole number from 10 to 3600') UPLOAD_URL_TTL_SECONDS?: number;
  @HttpUrl('S3_ENDPOINT must be an http(s) URL (required when STORAGE=s3)', whenS3) S3_ENDPOINT?: string;
  @Pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name (required when STORAGE=s3)', whenS3) S3_BUCKET?: string;
  @Text() S3_REGION?: string;
  @Text('S3_ACCESS_KEY_ID is required when STORAGE=s3', whenS3) S3_ACCESS_KEY_ID?: string;
  @Text('S3_SECRET_ACCESS_KEY is required when STORAGE=s3', whenS3) S3_SECRET_ACCESS_KEY?: string;
  @HttpUrl('S3_PUBLIC_URL must be the http(s) base URL objects are read from (required when STORAGE=s3)', whenS3) S3_PUBLIC_URL?: string;
}

/** Where admins' images are stored: DATA_DIR on this machine, or an S3-compatible bucket. */
export const uploadsConfig = registerAs('uploads', (env: Env = process.env) => {
  const vars = readEnv(UploadsVariables, env);
  const driver = vars.STORAGE ?? 'local';
  return {
    driver,
    maxBytes: MAX_IMAGE_BYTES,
    urlTtlSeconds: vars.UPLOAD_URL_TTL_SECONDS ?? 300,
    s3:
      driver === 's3'
        ? {
            endpoint: vars.S3_ENDPOINT!,
            bucket: vars.S3_BUCKET!,
            region: vars.S3_REGION ?? 'us-east-1',
            accessKeyId: vars.S3_ACCESS_KEY_ID!,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
            publicUrl: withoutTrailingSlash(vars.S3_PUBLIC_URL!),
          }
        : null,
  };
});
export type UploadsConfig = ReturnType<typeof uploadsConfig>;
export type S3Settings = NonNullable<UploadsConfig['s3']>;
