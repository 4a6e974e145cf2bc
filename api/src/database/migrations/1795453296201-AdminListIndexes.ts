import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminListIndexes1795453296201 implements MigrationInterface {
  name = 'AdminListIndexes1795453296201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_users_blocked_created_at\` ON \`users\` (\`isBlocked\`, \`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_created_at\` ON \`users\` (\`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_overdue\` ON \`orders\` (\`status\`, \`returnedAt\`, \`endingDate\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_total\` ON \`orders\` (\`status\`, \`totalCents\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_order_date\` ON \`orders\` (\`status\`, \`orderDate\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_order_lines_order\` ON \`order_lines\` (\`orderId\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // MySQL let IDX_order_lines_order serve the foreign key and dropped the key's own index: give it back first.
    await queryRunner.query(`CREATE INDEX \`FK_307e8091afc1a959953d06d5ad1\` ON \`order_lines\` (\`orderId\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_order_lines_order\` ON \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_order_date\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_total\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_overdue\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_created_at\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_blocked_created_at\` ON \`users\``);
  }
}
