import type { CustomDecorator } from '@nestjs/common';

/** The metadata key of @nestjs/platform-fastify's RouteConfig, which the package does not export (route-config.spec.ts checks it). */
export const FASTIFY_ROUTE_CONFIG = '__fastify_route_config__';

/**
 * Like RouteConfig, but adds to the config other decorators on the same route set instead of
 * replacing it, so `@PublicRead()` and `@BodyLimit()` can sit on one handler.
 */
export const AddRouteConfig = (config: Record<string, unknown>): MethodDecorator & CustomDecorator =>
  Object.assign(
    (_target: object, _key: string | symbol, descriptor: PropertyDescriptor) => {
      const handler = descriptor.value as object;
      Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG, { ...(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG, handler) ?? {}), ...config }, handler);
      return descriptor;
    },
    { KEY: FASTIFY_ROUTE_CONFIG },
  ) as MethodDecorator & CustomDecorator;
