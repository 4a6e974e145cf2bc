import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Refunds sent through the provider that took the money: which payment each gives back, and why. */
export class PaymentRefunds1795720000000 implements MigrationInterface {
  name = 'PaymentRefunds1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`refundOfId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`note\` varchar(300) NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`refusals\` int NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refusals\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`note\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refundOfId\``);
  }
}
