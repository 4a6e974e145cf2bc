import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports (reports/) read approved orders by the day they start (revenue, deposits, utilisation,
 * top products); the amounts and the end date are in the index, so a year's sums read the index alone.
 */
export class ReportIndexes1795747415096 implements MigrationInterface {
  name = 'ReportIndexes1795747415096';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_starting_date\` ON \`orders\` (\`status\`, \`startingDate\`, \`endingDate\`, \`totalCents\`, \`taxCents\`, \`lateFeeCents\`, \`depositCents\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_starting_date\` ON \`orders\``);
  }
}
