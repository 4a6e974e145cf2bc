import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { BackofficeModule } from './backoffice/backoffice.module.js';
import { CalendarsModule } from './calendars/calendars.module.js';
import { InspectionsModule } from './inspections/inspections.module.js';
import { ContactModule } from './contact/contact.module.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { AppConfigModule } from './config/app-config.module.js';
import type { AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { GalleryModule } from './gallery/gallery.module.js';
import { HealthModule } from './health/health.module.js';
import { IdDocumentsModule } from './id-documents/id-documents.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { MailModule } from './mail/mail.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { UnitsModule } from './units/units.module.js';
import { ProductsModule } from './products/products.module.js';
import { ReadCacheModule } from './read-cache/read-cache.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReleaseHealthModule } from './release-health/release-health.module.js';
import { RedisConnections } from './redis/redis-connections.js';
import { RedisModule } from './redis/redis.module.js';
import { LocalThrottlerStorage } from './redis/local-throttler-storage.js';
import { FailoverThrottlerStorage } from './redis/failover-throttler-storage.js';
import { SeedModule } from './seed/seed.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { AdminGuard } from './users/auth/admin.guard.js';
import { JwtAuthGuard } from './users/auth/jwt-auth.guard.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot(config.database),
        RedisModule,
        // With Redis every instance counts the same sign-in attempts; without it (or while it is away), this process counts them.
        ThrottlerModule.forRootAsync({
          inject: [RedisConnections],
          useFactory: (redis: RedisConnections) => ({
            throttlers: [{ name: 'auth', ttl: config.auth.rateWindowSeconds * 1000, limit: config.auth.rateLimit }],
            storage: redis.client ? new FailoverThrottlerStorage(redis.client) : new LocalThrottlerStorage(),
          }),
        }),
        ReadCacheModule,
        IdempotencyModule,
        HealthModule,
        AuditModule,
        UsersModule,
        ProductsModule,
        OrdersModule,
        IdDocumentsModule,
        PaymentsModule,
        UnitsModule,
        MailModule,
        GalleryModule,
        ContactModule,
        UploadsModule,
        AdminModule,
        BackofficeModule,
        CalendarsModule,
        InspectionsModule,
        ReportsModule,
        ReleaseHealthModule,
        SeedModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        // Default deny: every route needs a valid token unless marked @Public(); then @AdminOnly() is checked.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: AdminGuard },
      ],
    };
  }
}
