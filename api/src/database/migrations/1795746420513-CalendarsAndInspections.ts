import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarsAndInspections1795746420513 implements MigrationInterface {
  name = 'CalendarsAndInspections1795746420513';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`calendar_feeds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`scope\` varchar(10) NOT NULL, \`secretHash\` varchar(64) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` int NOT NULL, UNIQUE INDEX \`UQ_calendar_feeds_secret_hash\` (\`secretHash\`), UNIQUE INDEX \`UQ_calendar_feeds_user_scope\` (\`userId\`, \`scope\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`inspection_rules\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`everyDays\` int NULL, \`afterRentals\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`productId\` int NOT NULL, INDEX \`IDX_inspection_rules_product\` (\`productId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`unit_inspections\` (\`id\` int NOT NULL AUTO_INCREMENT, \`ruleId\` int NOT NULL, \`ruleName\` varchar(100) NOT NULL, \`result\` varchar(10) NOT NULL, \`note\` varchar(500) NOT NULL DEFAULT '', \`rentalsAtCheck\` int NOT NULL DEFAULT '0', \`byEmail\` varchar(254) NULL, \`at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`unitId\` int NOT NULL, INDEX \`IDX_unit_inspections_unit_rule\` (\`unitId\`, \`ruleId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`shop_settings\` (\`key\` varchar(64) NOT NULL, \`value\` varchar(500) NOT NULL, PRIMARY KEY (\`key\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`calendar_feeds\` ADD CONSTRAINT \`FK_cf31466b7789c6df501598bed0f\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`inspection_rules\` ADD CONSTRAINT \`FK_6f63d7703640f8c4f065107220e\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`unit_inspections\` ADD CONSTRAINT \`FK_c3d0320990afd9f0b7a493113b3\` FOREIGN KEY (\`unitId\`) REFERENCES \`units\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`unit_inspections\` DROP FOREIGN KEY \`FK_c3d0320990afd9f0b7a493113b3\``);
    await queryRunner.query(`ALTER TABLE \`inspection_rules\` DROP FOREIGN KEY \`FK_6f63d7703640f8c4f065107220e\``);
    await queryRunner.query(`ALTER TABLE \`calendar_feeds\` DROP FOREIGN KEY \`FK_cf31466b7789c6df501598bed0f\``);
    await queryRunner.query(`DROP TABLE \`shop_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_unit_inspections_unit_rule\` ON \`unit_inspections\``);
    await queryRunner.query(`DROP TABLE \`unit_inspections\``);
    await queryRunner.query(`DROP INDEX \`IDX_inspection_rules_product\` ON \`inspection_rules\``);
    await queryRunner.query(`DROP TABLE \`inspection_rules\``);
    await queryRunner.query(`DROP INDEX \`UQ_calendar_feeds_user_scope\` ON \`calendar_feeds\``);
    await queryRunner.query(`DROP INDEX \`UQ_calendar_feeds_secret_hash\` ON \`calendar_feeds\``);
    await queryRunner.query(`DROP TABLE \`calendar_feeds\``);
  }
}
