import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInAttempts1795720100000 implements MigrationInterface {
  name = 'SignInAttempts1795720100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sign_in_attempts\` (\`accountKey\` varchar(64) NOT NULL, \`failures\` int NOT NULL, \`windowEndsAt\` datetime(3) NOT NULL, \`lockedUntil\` datetime(3) NULL, INDEX \`IDX_sign_in_attempts_window\` (\`windowEndsAt\`), PRIMARY KEY (\`accountKey\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_sign_in_attempts_window\` ON \`sign_in_attempts\``);
    await queryRunner.query(`DROP TABLE \`sign_in_attempts\``);
  }
}
