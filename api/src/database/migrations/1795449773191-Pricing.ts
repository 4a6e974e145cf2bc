import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Pricing1795449773191 implements MigrationInterface {
  name = 'Pricing1795449773191';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`taxBasisPoints\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`taxCents\` bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`depositCents\` bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`lateDays\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`lateFeeCents\` bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`depositRefundedCents\` bigint NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`depositRefundReason\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`weekendPriceCents\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`weekPriceCents\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD \`depositCents\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`weekendPriceCents\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`weekPriceCents\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`depositCents\` int NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`depositCents\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`weekPriceCents\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`weekendPriceCents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`depositCents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`weekPriceCents\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP COLUMN \`weekendPriceCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`depositRefundReason\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`depositRefundedCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`lateFeeCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`lateDays\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`depositCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`taxCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`taxBasisPoints\``);
  }
}
