import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1795707401244 implements MigrationInterface {
  name = 'Sessions1795707401244';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sessions\` (\`id\` varchar(36) NOT NULL, \`userId\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`lastSeenAt\` datetime NOT NULL, \`expiresAt\` datetime NOT NULL, \`endedAt\` datetime NULL, \`userAgent\` varchar(300) NOT NULL DEFAULT '', \`ipAddress\` varchar(64) NOT NULL DEFAULT '', INDEX \`IDX_sessions_user\` (\`userId\`, \`endedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD CONSTRAINT \`FK_57de40bc620f456c7311aa3a1e6\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP FOREIGN KEY \`FK_57de40bc620f456c7311aa3a1e6\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_user\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
  }
}
