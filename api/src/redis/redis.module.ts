import { Global, Module } from '@nestjs/common';
import { RedisConnections } from './redis-connections.js';

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
