import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTrail1795520000000 implements MigrationInterface {
  name = 'AuditTrail1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`audit_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`actorId\` int NULL, \`actorEmail\` varchar(254) NULL, \`entityType\` varchar(20) NOT NULL, \`entityId\` varchar(254) NOT NULL, \`action\` varchar(40) NOT NULL, \`before\` text NULL, \`after\` text NULL, INDEX \`IDX_audit_actor\` (\`actorEmail\`, \`at\`), INDEX \`IDX_audit_at\` (\`at\`), INDEX \`IDX_audit_entity\` (\`entityType\`, \`entityId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_audit_entity\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_at\` ON \`audit_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_actor\` ON \`audit_entries\``);
    await queryRunner.query(`DROP TABLE \`audit_entries\``);
  }
}
