import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One `Idempotency-Key` a signed-in user sent on a create call, and the response it got. The unique
 * index is what makes a key work once across requests at the same moment and across API
 * instances: whoever inserts the row runs the request, everyone else waits for its response.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_user_key', ['userId', 'keyHash'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key: a key is forgotten after a day anyway. */
  @Column({ type: 'int' })
  userId: number;

  /** SHA-256 of the key as sent (hex): any length and letter case the client uses, one short case-sensitive column. */
  @Column({ type: 'varchar', length: 64 })
  keyHash: string;

  /** SHA-256 of the method, address and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** Null while the first request is still running. */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  /** The first response's JSON body, sent again to every repeat (the column keeps its first name, `answer`). */
  @Column({ name: 'answer', type: 'text', nullable: true })
  response: string | null;

  @Index('IDX_idempotency_keys_created')
  @CreateDateColumn()
  createdAt: Date;
}
