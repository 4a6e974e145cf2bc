import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Room for an encrypted authenticator secret (users/two-factor/secret-box.ts); the API encrypts plain ones at its next start. */
export class SecondFactorSecretsSealed1795720000000 implements MigrationInterface {
  name = 'SecondFactorSecretsSealed1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`user_second_factors\` MODIFY \`secret\` varchar(200) NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Encrypted secrets do not fit back: the rows are removed (their owners enrol again).
    await queryRunner.query(`DELETE FROM \`user_second_factors\` WHERE CHAR_LENGTH(\`secret\`) > 64`);
    await queryRunner.query(`ALTER TABLE \`user_second_factors\` MODIFY \`secret\` varchar(64) NOT NULL`);
  }
}
