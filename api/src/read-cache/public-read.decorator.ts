import { applyDecorators } from '@nestjs/common';
import { Public } from '../common/auth.decorators.js';
import { AddRouteConfig } from '../common/route-config.js';

/**
 * A public read whose response depends only on the request (path, query, body) and on whether the
 * caller is an admin: visitors' and customers' responses are served from the read cache until the
 * next write, with an ETag. Only for routes that write nothing.
 */
export const PublicRead = () => applyDecorators(Public(), AddRouteConfig({ publicRead: true }));
