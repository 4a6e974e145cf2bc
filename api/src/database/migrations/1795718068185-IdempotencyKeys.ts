import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795718068185 implements MigrationInterface {
  name = 'IdempotencyKeys1795718068185';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`idempotency_keys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`keyHash\` varchar(64) NOT NULL, \`fingerprint\` varchar(64) NOT NULL, \`statusCode\` int NULL, \`answer\` text NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_idempotency_keys_created\` (\`createdAt\`), UNIQUE INDEX \`UQ_idempotency_keys_user_key\` (\`userId\`, \`keyHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_idempotency_keys_user_key\` ON \`idempotency_keys\``);
    await queryRunner.query(`DROP INDEX \`IDX_idempotency_keys_created\` ON \`idempotency_keys\``);
    await queryRunner.query(`DROP TABLE \`idempotency_keys\``);
  }
}
