import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryAndCollection1795749691370 implements MigrationInterface {
  name = 'DeliveryAndCollection1795749691370';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`delivery_zones\` (\`id\` int NOT NULL AUTO_INCREMENT, \`city\` varchar(100) NOT NULL, \`cityKey\` varchar(100) NOT NULL, \`feeCents\` bigint NOT NULL, UNIQUE INDEX \`UQ_delivery_zones_city_key\` (\`cityKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`delivery_windows\` (\`id\` int NOT NULL AUTO_INCREMENT, \`startsAt\` varchar(5) NOT NULL, \`endsAt\` varchar(5) NOT NULL, \`capacity\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`delivery_settings\` (\`id\` int NOT NULL, \`freeFromCents\` bigint NULL, \`weekdays\` text NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`fulfilment\` varchar(10) NOT NULL DEFAULT 'pickup'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryFeeCents\` bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryStreet\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryCity\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryPhone\` varchar(40) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryNotes\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryWindowId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`deliveryWindow\` varchar(11) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`collectionWindowId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`collectionWindow\` varchar(11) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_delivery_start\` ON \`orders\` (\`fulfilment\`, \`startingDate\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_delivery_end\` ON \`orders\` (\`fulfilment\`, \`endingDate\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_delivery_end\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_delivery_start\` ON \`orders\``);
    for (const column of ['collectionWindow', 'collectionWindowId', 'deliveryWindow', 'deliveryWindowId', 'deliveryNotes', 'deliveryPhone', 'deliveryCity', 'deliveryStreet', 'deliveryFeeCents', 'fulfilment']) {
      await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`${column}\``);
    }
    await queryRunner.query(`DROP TABLE \`delivery_settings\``);
    await queryRunner.query(`DROP INDEX \`UQ_delivery_zones_city_key\` ON \`delivery_zones\``);
    await queryRunner.query(`DROP TABLE \`delivery_zones\``);
    await queryRunner.query(`DROP TABLE \`delivery_windows\``);
  }
}
