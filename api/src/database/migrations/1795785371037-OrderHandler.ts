import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderHandler1795785371037 implements MigrationInterface {
  name = 'OrderHandler1795785371037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`handledById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`handledByName\` varchar(200) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_handled_by\` ON \`orders\` (\`handledById\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_handled_by\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`handledByName\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`handledById\``);
  }
}
