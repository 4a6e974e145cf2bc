import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth.decorators.js';
import { Readiness } from './readiness.js';

class ReadyView {
  @ApiProperty({ example: 'ready' }) status: 'ready';
  @ApiProperty({ enum: ['up', 'down'] }) database: string;
  @ApiProperty({ enum: ['up', 'down', 'not configured'] }) redis: string;
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process answers. Touches nothing else, so a slow database never gets a live instance restarted. */
  @Get()
  @ApiOperation({ summary: 'Liveness: the API process answers (start scripts, tests, Docker)' })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: whether a load balancer should send this instance traffic. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database (and Redis, when configured) answer and the instance is not stopping; 503 otherwise' })
  @ApiOkResponse({ type: ReadyView })
  @ApiServiceUnavailableResponse({ description: '{ error, statusCode: 503, database, redis }' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    const { ready, reason, database, redis } = await this.readiness.check();
    if (ready) return { status: 'ready', database, redis };
    reply.code(503).header('cache-control', 'no-store');
    return { error: reason, statusCode: 503, database, redis };
  }
}
