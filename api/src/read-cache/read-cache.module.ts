import { Global, Module } from '@nestjs/common';
import { CacheInvalidation } from './cache-invalidation.js';
import { ReadCache } from './read-cache.js';

@Global()
@Module({ providers: [ReadCache, CacheInvalidation], exports: [ReadCache] })
export class ReadCacheModule {}
