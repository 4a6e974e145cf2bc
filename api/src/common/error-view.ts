import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One line of a 409 from quote or booking: more units were asked for than are free. */
export class ShortageView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty() requested: number;
  @ApiProperty() available: number;
  @ApiPropertyOptional({ description: "The kit's key when this product is short as a part of a kit" }) kit?: string;
  @ApiPropertyOptional({ description: "The kit's name" }) kitName?: string;
}

/** One refused field of a 400: its name and what is wrong with it. */
export class FieldErrorView {
  @ApiProperty({ example: 'price' }) field: string;
  @ApiProperty({ type: [String] }) messages: string[];
}

/** Every failure's body (common/http-error.filter.ts): the shape clients read `error` from. */
export class ErrorView {
  @ApiProperty({ description: 'Human text, shown to people as it is' }) error: string;
  @ApiProperty() statusCode: number;
  @ApiPropertyOptional({ type: [FieldErrorView], description: 'A 400 from validation: each refused field' })
  fields?: FieldErrorView[];
  @ApiPropertyOptional({ type: [ShortageView], description: 'A 409 from quote or booking: the lines that are not free on every day' })
  shortages?: ShortageView[];
}
