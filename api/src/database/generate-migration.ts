// Writes a migration with whatever SQL MySQL needs to match the entities: compares the entities
// with a scratch database that has every existing migration applied.
// Usage: npm run migration:generate -w api -- <Name>   (uses MYSQL_TEST_URL, default mariadb://root@127.0.0.1:3306)
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Give the migration a PascalCase name: npm run migration:generate -w api -- AddStock');
  process.exit(1);
}
const server = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
// MYSQL_SCRATCH_PREFIX: a shared server's convention for whose scratch databases these are.
const scratch = `${process.env.MYSQL_SCRATCH_PREFIX ?? 'rental_'}migration_${Date.now()}`;
const admin = await createConnection({ uri: server });
await admin.query(`CREATE DATABASE \`${scratch}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
try {
  const dataSource = new DataSource({ ...dataSourceOptions({ type: 'mysql', url: `${server}/${scratch}` }), migrationsRun: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (!sql.upQueries.length) {
    console.log('The migrations already match the entities: nothing to generate.');
  } else {
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const q = (s: string) => '`' + s.replace(/[`\\]/g, (c) => '\\' + c).replace(/\$\{/g, '\\${') + '`';
    const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map((query) => `    await queryRunner.query(${q(query.query)});`).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${sql.downQueries.reverse().map((query) => `    await queryRunner.query(${q(query.query)});`).join('\n')}
  }
}
`;
    const dir = join(import.meta.dirname, '../../src/database/migrations');
    const file = `${timestamp}-${name}`;
    writeFileSync(join(dir, `${file}.ts`), body);
    const index = join(dir, 'index.ts');
    const current = readFileSync(index, 'utf8')
      .replace(/^(export const migrations: Function\[\] = \[)(.*)(\];)$/m, (_m, a, list, b) => `${a}${list ? `${list}, ` : ''}${className}${b}`);
    writeFileSync(index, `import { ${className} } from './${file}.js';\n${current}`);
    console.log(`Wrote src/database/migrations/${file}.ts (${sql.upQueries.length} statements)`);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS \`${scratch}\``);
  await admin.end();
}
