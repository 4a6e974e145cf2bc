import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseHealth1795797065934 implements MigrationInterface {
  name = 'ReleaseHealth1795797065934';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`client_report_counts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`remote\` varchar(40) NOT NULL, \`releaseId\` varchar(100) NOT NULL, \`kind\` varchar(12) NOT NULL, \`hourStart\` datetime NOT NULL, \`total\` int NOT NULL, \`firstAt\` datetime(3) NOT NULL, \`lastAt\` datetime(3) NOT NULL, \`lastMessage\` varchar(200) NULL, INDEX \`IDX_client_report_hour\` (\`hourStart\`), UNIQUE INDEX \`IDX_client_report_bucket\` (\`remote\`, \`releaseId\`, \`kind\`, \`hourStart\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_client_report_bucket\` ON \`client_report_counts\``);
    await queryRunner.query(`DROP INDEX \`IDX_client_report_hour\` ON \`client_report_counts\``);
    await queryRunner.query(`DROP TABLE \`client_report_counts\``);
  }
}
