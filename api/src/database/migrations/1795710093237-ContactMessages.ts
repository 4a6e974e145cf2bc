import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1795710093237 implements MigrationInterface {
  name = 'ContactMessages1795710093237';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`contact_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`subject\` varchar(200) NOT NULL, \`message\` text NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_contact_messages_created_at\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_contact_messages_created_at\` ON \`contact_messages\``);
    await queryRunner.query(`DROP TABLE \`contact_messages\``);
  }
}
