import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecondFactors1795718789573 implements MigrationInterface {
  name = 'SecondFactors1795718789573';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`user_second_factors\` (\`userId\` int NOT NULL, \`secret\` varchar(64) NOT NULL, \`enabledAt\` datetime NULL, \`lastStep\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`user_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`codeHash\` varchar(64) NOT NULL, \`usedAt\` datetime NULL, INDEX \`IDX_user_recovery_codes_user\` (\`userId\`, \`codeHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`user_second_factors\` ADD CONSTRAINT \`FK_545cb4745c4d1535b9a9b9a4f5f\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`user_recovery_codes\` ADD CONSTRAINT \`FK_02732c7a76144d712446867358c\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`user_recovery_codes\` DROP FOREIGN KEY \`FK_02732c7a76144d712446867358c\``);
    await queryRunner.query(`ALTER TABLE \`user_second_factors\` DROP FOREIGN KEY \`FK_545cb4745c4d1535b9a9b9a4f5f\``);
    await queryRunner.query(`DROP INDEX \`IDX_user_recovery_codes_user\` ON \`user_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`user_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`user_second_factors\``);
  }
}
