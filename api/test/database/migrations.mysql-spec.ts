import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { mysqlServerUrl } from '../support/test-app.js';

describe('MySQL migrations', () => {
  const name = `rental_drift_${randomBytes(4).toString('hex')}`;
  let server: Awaited<ReturnType<typeof createConnection>>;
  beforeAll(async () => {
    server = await createConnection({ uri: mysqlServerUrl() });
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  });
  afterAll(async () => {
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.end();
  });

  it('match the entities exactly: after running them the schema builder has nothing left to do', async () => {
    const dataSource = new DataSource({ ...dataSourceOptions({ type: 'mysql', url: `${mysqlServerUrl()}/${name}` }), migrationsRun: false });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations();
      expect(applied.length).toBeGreaterThan(0);
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('can be reverted completely, leaving only the migrations table', async () => {
    const dataSource = new DataSource({ ...dataSourceOptions({ type: 'mysql', url: `${mysqlServerUrl()}/${name}` }), migrationsRun: false });
    await dataSource.initialize();
    try {
      for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
      const [tables] = (await server.query(`SHOW TABLES FROM \`${name}\``)) as unknown as [Record<string, string>[]];
      expect(tables.map((row) => Object.values(row)[0])).toEqual(['migrations']);
    } finally {
      await dataSource.destroy();
    }
  });
});
