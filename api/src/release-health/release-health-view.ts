import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One release's figures over the last days (RELEASE_HEALTH_DAYS in release-health.service.ts). */
export class ReleaseFigures {
  @ApiProperty({ example: '1.4.0-0a1b2c3' }) release: string;
  @ApiProperty({ description: 'Page views that loaded it (sampled browsers)' }) views: number;
  @ApiProperty({ description: 'Uncaught errors in its code' }) errors: number;
  @ApiProperty({ description: 'Times it could not be loaded' }) loadFailures: number;
  @ApiProperty({ type: Number, nullable: true, description: 'errors + loadFailures per 1,000 views, one decimal; null without views' }) errorRate: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last error message, shortened' }) lastMessage: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'First report (ISO time); null without reports' }) firstSeen: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Last report (ISO time); null without reports' }) lastSeen: string | null;
}

export class RemoteHealth {
  @ApiProperty({ example: 'catalog' }) remote: string;
  @ApiProperty({ enum: ['deployment', 'reports'], description: "deployment: live and previous come from remotes.json and the remote's deploy folder; reports: from what browsers loaded most recently" })
  source: 'deployment' | 'reports';
  @ApiProperty({ type: ReleaseFigures, nullable: true }) live: ReleaseFigures | null;
  @ApiProperty({ type: ReleaseFigures, nullable: true }) previous: ReleaseFigures | null;
  @ApiProperty({ description: "The live release's rate is at least RELEASE_FLAG_RATIO times the previous one's, with at least RELEASE_FLAG_MIN_ERRORS errors" })
  flagged: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The release POST …/rollback pins; null when this API cannot roll this remote back' })
  rollbackTo: string | null;
}

export class ReleaseHealthView {
  @ApiProperty({ type: [RemoteHealth] }) remotes: RemoteHealth[];
  @ApiProperty({ example: 14, description: 'Days the figures cover' }) days: number;
  @ApiProperty({ example: 3 }) flagRatio: number;
  @ApiProperty({ example: 5 }) flagMinErrors: number;
}

export class RollbackDone {
  @ApiProperty({ example: 'catalog' }) remote: string;
  @ApiProperty({ example: '1.3.0-9f8e7d6' }) release: string;
  @ApiProperty({ type: String, nullable: true, example: '1.4.0-0a1b2c3' }) from: string | null;
  @ApiProperty({ example: 'http://localhost:8081/releases/1.3.0-9f8e7d6/mf-manifest.json' }) manifest: string;
}
