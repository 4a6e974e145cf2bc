import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795314990148 implements MigrationInterface {
  name = 'Initial1795314990148';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`gallery_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`imageUrl\` varchar(1000) NOT NULL, \`description\` text NOT NULL, \`category\` varchar(50) NOT NULL DEFAULT 'general', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_gallery_items_created_at\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`firstName\` varchar(100) NOT NULL, \`lastName\` varchar(100) NOT NULL, \`passwordHash\` varchar(100) NULL, \`address\` varchar(500) NULL, \`phone\` varchar(30) NULL, \`profilePicture\` varchar(1000) NULL, \`role\` varchar(20) NOT NULL DEFAULT 'customer', \`isBlocked\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`orders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`days\` int NOT NULL, \`startingDate\` varchar(10) NOT NULL, \`endingDate\` varchar(10) NOT NULL, \`totalCents\` bigint NOT NULL, \`status\` varchar(20) NOT NULL DEFAULT 'Pending', \`orderDate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`userId\` int NULL, INDEX \`IDX_orders_email\` (\`email\`), INDEX \`IDX_orders_status\` (\`status\`), INDEX \`IDX_orders_order_date\` (\`orderDate\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`productKey\` varchar(64) NOT NULL, \`productName\` varchar(200) NOT NULL, \`productImage\` varchar(1000) NULL, \`priceCents\` int NOT NULL, \`quantity\` int NOT NULL, \`orderId\` int NOT NULL, INDEX \`IDX_order_lines_product_key\` (\`productKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`products\` (\`id\` int NOT NULL AUTO_INCREMENT, \`key\` varchar(64) NOT NULL, \`name\` varchar(200) NOT NULL, \`priceCents\` int NOT NULL, \`oldPriceCents\` int NULL, \`category\` varchar(20) NOT NULL, \`priceCategory\` varchar(20) NOT NULL DEFAULT 'standard', \`dimensions\` varchar(200) NOT NULL, \`description\` text NOT NULL, \`images\` text NOT NULL, \`availability\` tinyint NOT NULL DEFAULT 1, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_products_key\` (\`key\`), INDEX \`IDX_products_name\` (\`name\`), INDEX \`IDX_products_price\` (\`priceCents\`), INDEX \`IDX_products_category_name\` (\`category\`, \`name\`), INDEX \`IDX_products_availability_price\` (\`availability\`, \`priceCents\`), INDEX \`IDX_products_availability_name\` (\`availability\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD CONSTRAINT \`FK_151b79a83ba240b0cb31b2302d1\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD CONSTRAINT \`FK_307e8091afc1a959953d06d5ad1\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP FOREIGN KEY \`FK_307e8091afc1a959953d06d5ad1\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_151b79a83ba240b0cb31b2302d1\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_availability_name\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_availability_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_category_name\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_name\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`UQ_products_key\` ON \`products\``);
    await queryRunner.query(`DROP TABLE \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_lines_product_key\` ON \`order_lines\``);
    await queryRunner.query(`DROP TABLE \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_order_date\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_email\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_gallery_items_created_at\` ON \`gallery_items\``);
    await queryRunner.query(`DROP TABLE \`gallery_items\``);
  }
}
