import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CouponsAndTerms1795733871678 implements MigrationInterface {
  name = 'CouponsAndTerms1795733871678';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`coupons\` (\`id\` int NOT NULL AUTO_INCREMENT, \`code\` varchar(40) NOT NULL, \`kind\` varchar(10) NOT NULL, \`value\` bigint NOT NULL, \`validFrom\` varchar(10) NULL, \`validUntil\` varchar(10) NULL, \`minOrderCents\` bigint NOT NULL DEFAULT '0', \`maxUses\` int NULL, \`maxUsesPerCustomer\` int NULL, \`usedCount\` int NOT NULL DEFAULT '0', \`categories\` text NOT NULL, \`productKeys\` text NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_coupons_code\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`coupon_uses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`discountCents\` bigint NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`couponId\` int NOT NULL, \`orderId\` int NOT NULL, \`userId\` int NULL, INDEX \`IDX_coupon_uses_coupon_user\` (\`couponId\`, \`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`terms_versions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`text\` text NOT NULL, \`authorEmail\` varchar(254) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`couponCode\` varchar(40) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`discountCents\` bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`termsVersion\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`termsAcceptedName\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`termsAcceptedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`termsAcceptedFrom\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` ADD CONSTRAINT \`FK_75d66e535aa8a3233684f331122\` FOREIGN KEY (\`couponId\`) REFERENCES \`coupons\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` ADD CONSTRAINT \`FK_98cff651969b262e2121b3f0bcb\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` ADD CONSTRAINT \`FK_6fe111a7258398e2e3d153c219d\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` DROP FOREIGN KEY \`FK_6fe111a7258398e2e3d153c219d\``);
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` DROP FOREIGN KEY \`FK_98cff651969b262e2121b3f0bcb\``);
    await queryRunner.query(`ALTER TABLE \`coupon_uses\` DROP FOREIGN KEY \`FK_75d66e535aa8a3233684f331122\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`termsAcceptedFrom\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`termsAcceptedAt\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`termsAcceptedName\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`termsVersion\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`discountCents\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`couponCode\``);
    await queryRunner.query(`DROP TABLE \`terms_versions\``);
    await queryRunner.query(`DROP INDEX \`IDX_coupon_uses_coupon_user\` ON \`coupon_uses\``);
    await queryRunner.query(`DROP TABLE \`coupon_uses\``);
    await queryRunner.query(`DROP INDEX \`UQ_coupons_code\` ON \`coupons\``);
    await queryRunner.query(`DROP TABLE \`coupons\``);
  }
}
