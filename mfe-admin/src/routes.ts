// The back office's routes, declared once (see @rental/platform/routes): the build writes the
// registration in mf-manifest.json from this; the shell composes its routes and nav from that.
// One route ('/admin/*'); its pages with a first read, frame or roles of their own are listed in it.
import { defineRemote } from '@rental/platform/routes';

export default defineRemote({
  adminOnly: true,
  layout: 'full',
  routes: [
    {
      path: '/admin/*',
      nav: { to: '/admin/', label: 'Admin', order: 70 },
      pages: [
        {
          path: '/admin/orders',
          preload: ['/api/admin/orders?status={status}&stage={stage}&from={from}&to={to}&q={q}&page={page=1}&limit=20&sort={sort=orderDate}&order={dir=desc}'],
          frame: './frames/OrdersFrame.tsx',
        },
        {
          path: '/admin/users',
          preload: ['/api/admin/users?q={q}&blocked={blocked}&page={page=1}&limit=20&sort={sort=createdAt}&order={dir=desc}'],
          frame: './frames/UsersFrame.tsx',
          roles: ['admin'],
        },
        {
          path: '/admin/items',
          preload: ['/api/admin/products?q={q}&category={category}&availability={availability}&page={page=1}&limit=20&sort={sort=key}&order={dir=asc}'],
          frame: './frames/ItemsFrame.tsx',
          roles: ['admin'],
        },
        // Prices and the shop's rental terms are the admins' (issue 34).
        { path: '/admin/coupons', roles: ['admin'] },
        { path: '/admin/terms', roles: ['admin'] },
      ],
    },
  ],
});
