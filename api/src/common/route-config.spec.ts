import 'reflect-metadata';
import { RouteConfig } from '@nestjs/platform-fastify';
import { AddRouteConfig, FASTIFY_ROUTE_CONFIG } from './route-config.js';

describe('AddRouteConfig', () => {
  it('writes where @nestjs/platform-fastify reads RouteConfig', () => {
    class Probe {
      @RouteConfig({ from: 'nest' }) handler() {}
    }
    expect(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG, Probe.prototype.handler)).toEqual({ from: 'nest' });
  });

  it('merges the configs of several decorators on one handler', () => {
    class Probe {
      @AddRouteConfig({ publicRead: true })
      @AddRouteConfig({ bodyLimit: 1024 })
      handler() {}
    }
    expect(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG, Probe.prototype.handler)).toEqual({ publicRead: true, bodyLimit: 1024 });
  });
});
