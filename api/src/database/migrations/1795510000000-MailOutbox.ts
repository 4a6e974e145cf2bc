import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795510000000 implements MigrationInterface {
  name = 'MailOutbox1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`mail_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(32) NOT NULL, \`orderId\` int NULL, \`onceKey\` varchar(80) NULL, \`recipient\` varchar(254) NOT NULL, \`subject\` varchar(300) NOT NULL, \`text\` text NOT NULL, \`html\` text NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'queued', \`attempts\` int NOT NULL DEFAULT '0', \`lastError\` varchar(500) NULL, \`nextAttemptAt\` datetime NOT NULL, \`claimToken\` varchar(36) NULL, \`sentAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_mail_outbox_order\` (\`orderId\`), UNIQUE INDEX \`UQ_mail_outbox_once\` (\`onceKey\`), INDEX \`IDX_mail_outbox_claim\` (\`claimToken\`), INDEX \`IDX_mail_outbox_created\` (\`createdAt\`), INDEX \`IDX_mail_outbox_due\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_due\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_created\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_claim\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`UQ_mail_outbox_once\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_order\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
  }
}
