import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A note staff add to an order. */
export class OrderNoteDto {
  @ApiProperty({ example: 'Customer called: will pick up at 10:00', description: 'The note, 1 to 2000 characters' })
  @Transform(trim)
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'Write the note (text)' })
  @MaxLength(2000, { message: 'text must be at most 2000 characters' })
  text: string;
}

/** Who handles an order's pick-up and return: a member of staff or an admin, or nobody in particular (null). */
export class OrderHandlerDto {
  @ApiProperty({ type: Number, nullable: true, example: 2, description: "The handler's user id (staff or admin), or null for nobody in particular" })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'userId must be a user id (a whole number) or null' })
  @Min(1, { message: 'userId must be a user id (a whole number) or null' })
  userId: number | null;
}

/** The most a late fee may be set to, in rupees. */
export const MAX_LATE_FEE = 10_000_000;

/** Staff waive (0) or change the late fee of a returned order, always with a reason. */
export class LateFeeDto {
  @ApiProperty({ example: 0, description: 'The new late fee before tax, rupees (0 waives it); the server works out tax, total and what is due' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'lateFee must be a number of rupees with at most 2 decimals' })
  @Min(0, { message: 'lateFee cannot be negative' })
  @Max(MAX_LATE_FEE, { message: `lateFee cannot be more than ${MAX_LATE_FEE} rupees` })
  lateFee: number;

  @ApiProperty({ example: 'Customer phoned ahead; the van broke down', description: 'Why the fee is waived or changed (required, kept in the audit trail)' })
  @Transform(trim)
  @IsString({ message: 'reason must be text' })
  @IsNotEmpty({ message: 'Give a reason for waiving or changing the late fee' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;
}
