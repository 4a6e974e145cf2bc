import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryDistanceBands1795785786667 implements MigrationInterface {
  name = 'DeliveryDistanceBands1795785786667';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`delivery_bands\` (\`id\` int NOT NULL AUTO_INCREMENT, \`upToKm\` int NOT NULL, \`feeCents\` bigint NOT NULL, UNIQUE INDEX \`UQ_delivery_bands_up_to_km\` (\`upToKm\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`geocoded_addresses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`addressKey\` varchar(320) NOT NULL, \`latitude\` double NULL, \`longitude\` double NULL, \`placedAt\` datetime NOT NULL, UNIQUE INDEX \`UQ_geocoded_addresses_key\` (\`addressKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`delivery_settings\` ADD \`shopLatitude\` double NULL`);
    await queryRunner.query(`ALTER TABLE \`delivery_settings\` ADD \`shopLongitude\` double NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`delivery_settings\` DROP COLUMN \`shopLongitude\``);
    await queryRunner.query(`ALTER TABLE \`delivery_settings\` DROP COLUMN \`shopLatitude\``);
    await queryRunner.query(`DROP INDEX \`UQ_geocoded_addresses_key\` ON \`geocoded_addresses\``);
    await queryRunner.query(`DROP TABLE \`geocoded_addresses\``);
    await queryRunner.query(`DROP INDEX \`UQ_delivery_bands_up_to_km\` ON \`delivery_bands\``);
    await queryRunner.query(`DROP TABLE \`delivery_bands\``);
  }
}
