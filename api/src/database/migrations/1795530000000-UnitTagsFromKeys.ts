import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Unit tags are made from the product's key (up to 64 characters) and the unit's number. Written by hand: MODIFY keeps the tags (a generated change drops the column). */
export class UnitTagsFromKeys1795530000000 implements MigrationInterface {
  name = 'UnitTagsFromKeys1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`units\` MODIFY \`tag\` varchar(80) NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`units\` MODIFY \`tag\` varchar(32) NOT NULL`);
  }
}
