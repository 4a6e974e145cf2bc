import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdDocuments1795760000000 implements MigrationInterface {
  name = 'IdDocuments1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idDocumentRequired\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idDocumentKey\` varchar(120) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idDocumentType\` varchar(40) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idDocumentBytes\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idDocumentReceivedAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_id_document\` ON \`orders\` (\`idDocumentKey\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_id_document\` ON \`orders\``);
    for (const column of ['idDocumentReceivedAt', 'idDocumentBytes', 'idDocumentType', 'idDocumentKey', 'idDocumentRequired']) {
      await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`${column}\``);
    }
  }
}
