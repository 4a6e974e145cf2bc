import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderNotesAndLateFeeReason1795719288775 implements MigrationInterface {
  name = 'OrderNotesAndLateFeeReason1795719288775';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`order_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`authorEmail\` varchar(254) NOT NULL, \`authorName\` varchar(200) NOT NULL, \`text\` varchar(2000) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`orderId\` int NOT NULL, INDEX \`IDX_order_notes_order\` (\`orderId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`lateFeeReason\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`order_notes\` ADD CONSTRAINT \`FK_22085a1f5dcf10faae9b57afc0a\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_notes\` DROP FOREIGN KEY \`FK_22085a1f5dcf10faae9b57afc0a\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`lateFeeReason\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_notes_order\` ON \`order_notes\``);
    await queryRunner.query(`DROP TABLE \`order_notes\``);
  }
}
