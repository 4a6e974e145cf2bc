import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnitsAndKits1795500000000 implements MigrationInterface {
  name = 'UnitsAndKits1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`kit_components\` (\`id\` int NOT NULL AUTO_INCREMENT, \`quantity\` int NOT NULL, \`kitId\` int NOT NULL, \`componentId\` int NOT NULL, INDEX \`IDX_kit_components_component\` (\`componentId\`), UNIQUE INDEX \`UQ_kit_components_kit_component\` (\`kitId\`, \`componentId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`units\` (\`id\` int NOT NULL AUTO_INCREMENT, \`tag\` varchar(32) NOT NULL, \`status\` varchar(20) NOT NULL DEFAULT 'available', \`repairReason\` varchar(500) NULL, \`repairBackOn\` varchar(10) NULL, \`blockedFrom\` varchar(10) NULL, \`blockedUntil\` varchar(10) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`productId\` int NOT NULL, \`orderId\` int NULL, UNIQUE INDEX \`UQ_units_tag\` (\`tag\`), INDEX \`IDX_units_product_status\` (\`productId\`, \`status\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`unit_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(20) NOT NULL, \`note\` varchar(500) NOT NULL DEFAULT '', \`orderId\` int NULL, \`at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`unitId\` int NOT NULL, INDEX \`IDX_unit_events_unit\` (\`unitId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_units\` (\`id\` int NOT NULL AUTO_INCREMENT, \`returnedAt\` datetime NULL, \`lateDays\` int NOT NULL DEFAULT '0', \`orderId\` int NOT NULL, \`lineId\` int NOT NULL, \`unitId\` int NOT NULL, INDEX \`IDX_order_units_unit\` (\`unitId\`), INDEX \`IDX_order_units_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`turnaroundHours\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`kit_components\` ADD CONSTRAINT \`FK_7abfbbd96a84262889598137c08\` FOREIGN KEY (\`kitId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`kit_components\` ADD CONSTRAINT \`FK_af33f408138493047cf23010eda\` FOREIGN KEY (\`componentId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`units\` ADD CONSTRAINT \`FK_cc0777fd222ab6ce06b265daa7a\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`units\` ADD CONSTRAINT \`FK_2f708d8a18edebf9ec2dbb996c6\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`unit_events\` ADD CONSTRAINT \`FK_38550b507a6b9028ee0e9183d45\` FOREIGN KEY (\`unitId\`) REFERENCES \`units\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_units\` ADD CONSTRAINT \`FK_f98f3611411f675da471a615967\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_units\` ADD CONSTRAINT \`FK_ea64553d2d3a14700814060305b\` FOREIGN KEY (\`lineId\`) REFERENCES \`order_lines\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_units\` ADD CONSTRAINT \`FK_c73e363246b81a4ffc3fdc07496\` FOREIGN KEY (\`unitId\`) REFERENCES \`units\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_units\` DROP FOREIGN KEY \`FK_c73e363246b81a4ffc3fdc07496\``);
    await queryRunner.query(`ALTER TABLE \`order_units\` DROP FOREIGN KEY \`FK_ea64553d2d3a14700814060305b\``);
    await queryRunner.query(`ALTER TABLE \`order_units\` DROP FOREIGN KEY \`FK_f98f3611411f675da471a615967\``);
    await queryRunner.query(`ALTER TABLE \`unit_events\` DROP FOREIGN KEY \`FK_38550b507a6b9028ee0e9183d45\``);
    await queryRunner.query(`ALTER TABLE \`units\` DROP FOREIGN KEY \`FK_2f708d8a18edebf9ec2dbb996c6\``);
    await queryRunner.query(`ALTER TABLE \`units\` DROP FOREIGN KEY \`FK_cc0777fd222ab6ce06b265daa7a\``);
    await queryRunner.query(`ALTER TABLE \`kit_components\` DROP FOREIGN KEY \`FK_af33f408138493047cf23010eda\``);
    await queryRunner.query(`ALTER TABLE \`kit_components\` DROP FOREIGN KEY \`FK_7abfbbd96a84262889598137c08\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`turnaroundHours\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_units_order\` ON \`order_units\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_units_unit\` ON \`order_units\``);
    await queryRunner.query(`DROP TABLE \`order_units\``);
    await queryRunner.query(`DROP INDEX \`IDX_unit_events_unit\` ON \`unit_events\``);
    await queryRunner.query(`DROP TABLE \`unit_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_units_product_status\` ON \`units\``);
    await queryRunner.query(`DROP INDEX \`UQ_units_tag\` ON \`units\``);
    await queryRunner.query(`DROP TABLE \`units\``);
    await queryRunner.query(`DROP INDEX \`UQ_kit_components_kit_component\` ON \`kit_components\``);
    await queryRunner.query(`DROP INDEX \`IDX_kit_components_component\` ON \`kit_components\``);
    await queryRunner.query(`DROP TABLE \`kit_components\``);
  }
}
