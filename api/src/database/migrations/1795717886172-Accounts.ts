import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795717886172 implements MigrationInterface {
  name = 'Accounts1795717886172';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`account_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`purpose\` varchar(20) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`email\` varchar(254) NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_account_tokens_hash\` (\`tokenHash\`), INDEX \`IDX_account_tokens_user\` (\`userId\`, \`purpose\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`emailVerifiedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`deletedAt\` datetime NULL`);
    // Accounts from before verification: Google proved its addresses, and admins and staff count as verified.
    await queryRunner.query(`UPDATE \`users\` SET \`emailVerifiedAt\` = \`createdAt\` WHERE \`passwordHash\` IS NULL OR \`role\` IN ('admin', 'staff')`);
    await queryRunner.query(`ALTER TABLE \`account_tokens\` ADD CONSTRAINT \`FK_c846ac09be5a5f4feeb7314469f\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`account_tokens\` DROP FOREIGN KEY \`FK_c846ac09be5a5f4feeb7314469f\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`deletedAt\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailVerifiedAt\``);
    await queryRunner.query(`DROP INDEX \`IDX_account_tokens_user\` ON \`account_tokens\``);
    await queryRunner.query(`DROP INDEX \`UQ_account_tokens_hash\` ON \`account_tokens\``);
    await queryRunner.query(`DROP TABLE \`account_tokens\``);
  }
}
