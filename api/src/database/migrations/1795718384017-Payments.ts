import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795718384017 implements MigrationInterface {
  name = 'Payments1795718384017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`payments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(20) NOT NULL, \`provider\` varchar(20) NOT NULL, \`providerReference\` varchar(100) NULL, \`status\` varchar(20) NOT NULL DEFAULT 'pending', \`amountCents\` bigint NOT NULL, \`currency\` varchar(3) NOT NULL, \`holdUntil\` datetime NULL, \`attention\` varchar(300) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`orderId\` int NOT NULL, INDEX \`IDX_payments_status_hold\` (\`status\`, \`holdUntil\`), INDEX \`IDX_payments_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD CONSTRAINT \`FK_af929a5f2a400fdb6913b4967e1\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payments\` DROP FOREIGN KEY \`FK_af929a5f2a400fdb6913b4967e1\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_order\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_status_hold\` ON \`payments\``);
    await queryRunner.query(`DROP TABLE \`payments\``);
  }
}
