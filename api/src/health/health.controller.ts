import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth.decorators.js';
import { Readiness } from './readiness.js';

class ReadyView {
  @ApiProperty({ example: 'ready' }) status: 'ready';
  @ApiProperty({ enum: ['up', 'down'] }) database: string;
  @ApiProperty({ enum: ['up', 'down', 'not configured'] }) redis: string;
  @ApiProperty({ required: false, description: 'Present while Redis is unreachable: what the instance does without it (it stays ready)' }) degraded?: string;
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process responds. Touches nothing else, so a slow database never gets a live instance restarted. */
  @Get()
  @ApiOperation({ summary: 'Liveness: the API process responds (start scripts, tests, Docker)' })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: whether a load balancer should send this instance traffic. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database responds and the instance is not stopping; 503 otherwise. Redis unreachable: still 200, with redis: down and degraded saying what is off' })
  @ApiOkResponse({ type: ReadyView })
  @ApiServiceUnavailableResponse({ description: '{ error, statusCode: 503, database, redis }' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    const { ready, reason, database, redis, degraded } = await this.readiness.check();
    reply.header('cache-control', 'no-store');
    if (ready) return { status: 'ready', database, redis, ...(degraded ? { degraded } : {}) };
    reply.code(503);
    return { error: reason, statusCode: 503, database, redis };
  }
}
