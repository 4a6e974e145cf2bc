import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

/** 2 MB of CSV: a catalogue of 10,000 products with short descriptions. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export class ProductImportDto {
  @ApiProperty({ description: 'The CSV text: a header line naming the columns (see the template), then one product per line' })
  @IsDefined({ message: 'csv is required: the text of the file' })
  @IsString({ message: 'csv is required: the text of the file' })
  @MaxLength(MAX_IMPORT_BYTES, { message: 'The file is too large (at most 2 MB)' })
  csv: string;

  @ApiPropertyOptional({ default: false, description: 'Import the rows without problems and leave out the others (the response says which lines were left out)' })
  @IsOptional()
  @IsBoolean({ message: 'onlyValid must be true or false' })
  onlyValid?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Check every row and return what would be created and updated, writing nothing' })
  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

export class ImportProblemView {
  @ApiProperty({ description: 'The line of the file (the header is line 1)' }) row: number;
  @ApiProperty({ description: 'The column header' }) column: string;
  @ApiProperty() error: string;
}

export class ProductImportView {
  @ApiProperty({ description: 'False on a dry run: nothing was written' }) written: boolean;
  @ApiProperty({ type: [String], description: 'Keys of the products created (or that would be)' }) created: string[];
  @ApiProperty({ type: [String], description: 'Keys of the products updated (or that would be)' }) updated: string[];
  @ApiProperty({ type: [Number], description: 'Lines left out for their problems' }) skippedRows: number[];
  @ApiProperty({ type: [ImportProblemView] }) errors: ImportProblemView[];
}
