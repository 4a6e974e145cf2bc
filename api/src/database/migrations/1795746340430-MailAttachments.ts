import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailAttachments1795746340430 implements MigrationInterface {
  name = 'MailAttachments1795746340430';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`mail_attachments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`mailId\` int NOT NULL, \`fileName\` varchar(200) NOT NULL, \`contentType\` varchar(100) NOT NULL, \`content\` longblob NOT NULL, INDEX \`IDX_mail_attachments_mail\` (\`mailId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_mail_attachments_mail\` ON \`mail_attachments\``);
    await queryRunner.query(`DROP TABLE \`mail_attachments\``);
  }
}
