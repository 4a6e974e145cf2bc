import 'reflect-metadata';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { corsOriginMatchers } from './config/app-config.js';
import type { AppConfig } from './config/app-config.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { InFlightInterceptor } from './common/in-flight.js';
import { validationPipe } from './common/validation.js';

/** Builds the configured application; main.ts listens on it, tests start it on an ephemeral port. */
export async function createApp(config: AppConfig, options: { logger?: false | Logger } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    bodyParser: false,
  });
  // Uploads stream raw bytes to their own route; everything else is JSON with a modest cap.
  app.useBodyParser('json', { limit: '1mb' });
  // Stored images live at /uploads/<folder>/<name> (no /api): a wildcard here would also pull POST /api/uploads/presign out of the prefix.
  app.setGlobalPrefix('api', { exclude: ['uploads/:folder/:name'] });
  // No upgrade-insecure-requests: the API is often reached over plain http on a LAN or Docker host,
  // where upgrading would break the OpenAPI page's own scripts.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' }, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  app.enableCors({ origin: corsOriginMatchers(config.corsOrigins), credentials: false, maxAge: 600 });
  app.useGlobalPipes(validationPipe);
  // Also registered here so errors raised before routing (body parsing, unknown routes) share the shape.
  app.useGlobalFilters(new HttpErrorFilter());
  // main.ts waits for these before closing the database on shutdown.
  app.useGlobalInterceptors(new InFlightInterceptor());

  const openApi = new DocumentBuilder()
    .setTitle('Rental storefront API')
    .setDescription('Audio and lighting equipment rental: products, quotes, bookings, gallery, uploads, users.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  // Nest answers unknown routes under /api itself; anything else (/, /uploads/x) gets the same shape here.
  await app.init();
  app.use((request: Request, response: Response) => {
    response.status(404).json({ error: `No such route: ${request.method} ${request.path}`, statusCode: 404 });
  });
  return app;
}
