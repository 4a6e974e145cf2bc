import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The staff's payments list filters by the day a payment was recorded (payments/payments-list.ts): an index on it. */
export class PaymentsCreatedAtIndex1795756430150 implements MigrationInterface {
  name = 'PaymentsCreatedAtIndex1795756430150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_payments_created_at\` ON \`payments\` (\`createdAt\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_payments_created_at\` ON \`payments\``);
  }
}
