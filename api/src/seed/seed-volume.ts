// Loads a shop a few years old into the configured database, for benchmarks and for trying the
// admin area as a shop would: `npm run seed:volume -w api` (10,000 products, 20,000 customers and
// 100,000 orders spread over the last two years; `-- --products=N --customers=N --orders=N` for
// other sizes). Reads the same environment as the API (DB_TYPE, DATABASE_URL, DATA_DIR).
// Idempotent: generated products (`gen-…`), customers (`…@customers.example`) and their orders are
// replaced; real data is left alone. On the embedded database, stop the API first.
import 'reflect-metadata';
import bcrypt from 'bcryptjs';
import { DataSource, type EntityManager } from 'typeorm';
import { loadConfigOrExit } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { ORDER_STATUS, type OrderStatus } from '../orders/order-states.js';
import { calendarDate, today } from '../orders/rental-days.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import { generatedProduct, seedCatalogue } from './seed-catalogue.js';

export interface Volume {
  products: number;
  customers: number;
  orders: number;
}
export const SHOP_VOLUME: Volume = { products: 10_000, customers: 20_000, orders: 100_000 };
export const GENERATED_CUSTOMER_DOMAIN = 'customers.example';
/** Every generated customer signs in with this password (the demo customer's). */
export const GENERATED_CUSTOMER_PASSWORD = 'customer123';

const CHUNK = 1_000;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const FIRST = ['Asha', 'Nimal', 'Kasun', 'Dilani', 'Ravi', 'Priya', 'Tharindu', 'Sara', 'Omar', 'Mei', 'Lucas', 'Anika', 'Ivan', 'Zara', 'Kofi', 'Lena'];
const LAST = ['Perera', 'Silva', 'Fernando', 'Jayasuriya', 'Khan', 'Wong', 'Müller', 'Okafor', 'Novak', 'Haddad', 'Costa', 'Ito'];

/** A small seeded generator (mulberry32): the same volume always gives the same shop. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const generatedCustomerEmail = (n: number) => `customer${String(n).padStart(5, '0')}@${GENERATED_CUSTOMER_DOMAIN}`;

/**
 * What happened to an order, from where its rental stands today: finished rentals were mostly
 * approved and returned (a few never came back: overdue), rentals under way are approved and
 * picked up, and upcoming ones wait for a decision about half the time.
 */
function outcome(roll: number, startDay: number, endDay: number, now: number): { status: OrderStatus; pickedUp: boolean; returned: boolean } {
  if (endDay < now) {
    if (roll < 0.78) return { status: ORDER_STATUS.approved, pickedUp: true, returned: roll > 0.002 };
    return { status: roll < 0.9 ? ORDER_STATUS.rejected : ORDER_STATUS.cancelled, pickedUp: false, returned: false };
  }
  if (startDay <= now) return roll < 0.9 ? { status: ORDER_STATUS.approved, pickedUp: true, returned: false } : { status: ORDER_STATUS.rejected, pickedUp: false, returned: false };
  if (roll < 0.5) return { status: ORDER_STATUS.pending, pickedUp: false, returned: false };
  if (roll < 0.88) return { status: ORDER_STATUS.approved, pickedUp: false, returned: false };
  return { status: roll < 0.95 ? ORDER_STATUS.rejected : ORDER_STATUS.cancelled, pickedUp: false, returned: false };
}

async function insertChunks<T>(manager: EntityManager, target: new () => T, rows: Partial<T>[]): Promise<void> {
  for (let first = 0; first < rows.length; first += CHUNK) {
    await manager.createQueryBuilder().insert().into(target).values(rows.slice(first, first + CHUNK) as never).updateEntity(false).execute();
  }
}

export async function seedVolume(dataSource: DataSource, volume: Volume, now: Date = new Date()): Promise<void> {
  await seedCatalogue(dataSource, volume.products);
  const passwordHash = await bcrypt.hash(GENERATED_CUSTOMER_PASSWORD, 10);
  await dataSource.transaction(async (manager) => {
    const customerEmails = `%@${GENERATED_CUSTOMER_DOMAIN}`;
    const generatedOrders = manager.createQueryBuilder(Order, 'o').select('o.id').where('o.email LIKE :customerEmails');
    await manager.createQueryBuilder().delete().from(OrderLine).where(`orderId IN (${generatedOrders.getQuery()})`, { customerEmails }).execute();
    await manager.createQueryBuilder().delete().from(Order).where('email LIKE :customerEmails', { customerEmails }).execute();
    await manager.createQueryBuilder().delete().from(User).where('email LIKE :customerEmails', { customerEmails }).execute();
    // Enough units that two years of bookings never add up to more than the shop owns on a day.
    await manager.createQueryBuilder().update(Product).set({ stock: 50 }).where('key LIKE :generated', { generated: 'gen-%' }).execute();

    const rand = random(20_261_123);
    const nowMs = now.getTime();
    const customers: Partial<User>[] = Array.from({ length: volume.customers }, (_, i) => ({
      email: generatedCustomerEmail(i + 1),
      firstName: FIRST[i % FIRST.length],
      lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
      passwordHash,
      address: `${1 + (i % 300)} Galle Road, Colombo`,
      phone: `077${String(1_000_000 + i).slice(-7)}`,
      role: 'customer',
      isBlocked: i % 97 === 96,
      // Sign-ups spread over the two years (and a little before), oldest first.
      createdAt: new Date(nowMs - (HISTORY_DAYS + 30) * DAY_MS + Math.floor((i / Math.max(1, volume.customers)) * HISTORY_DAYS * DAY_MS)),
    }));
    await insertChunks(manager, User, customers);
    const firstCustomerId = Number(
      (await manager.createQueryBuilder(User, 'u').select('MIN(u.id)', 'id').where('u.email LIKE :customerEmails', { customerEmails }).getRawOne<{ id: number | string }>())?.id ?? 0,
    );

    const maxOrder = await manager.createQueryBuilder(Order, 'o').select('MAX(o.id)', 'id').getRawOne<{ id: number | string | null }>();
    let nextId = Number(maxOrder?.id ?? 0) + 1;
    const todayNumber = today(now);
    for (let first = 0; first < volume.orders; first += CHUNK) {
      const orders: Partial<Order>[] = [];
      const lines: Partial<OrderLine>[] = [];
      for (let n = first; n < Math.min(volume.orders, first + CHUNK); n++) {
        const id = nextId++;
        // Evenly over two years, oldest first, so ids and order dates rise together as in a real shop.
        const orderMs = nowMs - HISTORY_DAYS * DAY_MS + Math.floor(((n + rand()) / volume.orders) * HISTORY_DAYS * DAY_MS);
        const startDay = Math.floor(orderMs / DAY_MS) + Math.floor(rand() * 21);
        const days = 1 + Math.floor(rand() * 6);
        const endDay = startDay + days;
        const customer = volume.customers > 0 ? Math.floor(rand() * volume.customers) : -1;
        let totalCents = 0;
        const lineCount = 1 + Math.floor(rand() * 3);
        for (let l = 0; l < lineCount && volume.products > 0; l++) {
          const product = generatedProduct(1 + Math.floor(rand() * volume.products));
          const quantity = 1 + Math.floor(rand() * 3);
          totalCents += product.priceCents! * quantity * days;
          lines.push({ order: { id } as Order, productKey: product.key!, productName: product.name!, productImage: null, priceCents: product.priceCents!, quantity });
        }
        const { status, pickedUp, returned } = outcome(rand(), startDay, endDay, todayNumber);
        orders.push({
          id,
          email: customer >= 0 ? generatedCustomerEmail(customer + 1) : `guest@${GENERATED_CUSTOMER_DOMAIN}`,
          user: customer >= 0 ? ({ id: firstCustomerId + customer } as User) : null,
          days,
          startingDate: calendarDate(startDay),
          endingDate: calendarDate(endDay),
          totalCents,
          status,
          orderDate: new Date(orderMs),
          pickedUpAt: pickedUp ? new Date(startDay * DAY_MS + 9 * 3_600_000) : null,
          returnedAt: returned ? new Date(endDay * DAY_MS + 17 * 3_600_000) : null,
        });
      }
      await insertChunks(manager, Order, orders);
      await insertChunks(manager, OrderLine, lines);
    }
  });
}

function parseVolume(args: string[]): Volume | string {
  const volume = { ...SHOP_VOLUME };
  for (const arg of args) {
    const match = /^--(products|customers|orders)=(\d{1,7})$/.exec(arg);
    if (!match) return `Unknown argument ${arg}: use --products=N --customers=N --orders=N`;
    volume[match[1] as keyof Volume] = Number(match[2]);
  }
  if (volume.products > 99_999) return 'At most 99999 products';
  return volume;
}

async function main(): Promise<void> {
  const volume = parseVolume(process.argv.slice(2));
  if (typeof volume === 'string') {
    console.error(volume);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const dataSource = new DataSource(dataSourceOptions(config.database));
  await dataSource.initialize();
  const started = Date.now();
  try {
    await seedVolume(dataSource, volume);
    const where = config.database.type === 'mysql' ? 'MySQL' : `the embedded database at ${config.database.file}`;
    const [products, users, orders] = await Promise.all([dataSource.getRepository(Product).count(), dataSource.getRepository(User).count(), dataSource.getRepository(Order).count()]);
    console.log(
      `${volume.products} products, ${volume.customers} customers (password ${GENERATED_CUSTOMER_PASSWORD}) and ${volume.orders} orders loaded into ${where} ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; now ${products} products, ${users} users and ${orders} orders in all.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

// Run only as a script, so tests can import the generator.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
