import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from './common/auth.decorators.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** Readiness probe for start scripts, tests and Docker. */
  @Public()
  @Get()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
