import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { IdempotencyInterceptor } from './idempotent.decorator.js';

/** Global, so any feature's create call can be marked @Idempotent() without importing it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKey])],
  providers: [IdempotencyKeys, IdempotencyInterceptor],
  exports: [IdempotencyKeys, IdempotencyInterceptor],
})
export class IdempotencyModule {}
