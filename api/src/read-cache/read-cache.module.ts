import { Global, Module } from '@nestjs/common';
import { CacheInvalidation } from './cache-invalidation.js';
import { ReadCache } from './read-cache.js';
import { SessionCache } from './session-cache.js';

@Global()
@Module({ providers: [ReadCache, SessionCache, CacheInvalidation], exports: [ReadCache, SessionCache] })
export class ReadCacheModule {}
