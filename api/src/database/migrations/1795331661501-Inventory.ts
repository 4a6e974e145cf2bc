import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Inventory1795331661501 implements MigrationInterface {
  name = 'Inventory1795331661501';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`pickedUpAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`returnedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`stock\` int NOT NULL DEFAULT '1'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`stock\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`returnedAt\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`pickedUpAt\``);
  }
}
