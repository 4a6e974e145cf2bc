// Helpers for tests that read the API's dates and PDFs.
import { addDays, utcToday } from '@rental/money-days/days';
import { PDFParse } from 'pdf-parse';

/** The calendar date `offset` days from today (UTC), as the API reads dates. */
export const day = (offset: number) => addDays(utcToday(), offset);

/** Days from today to the first Friday at least `after` days away. */
export const fridayAfter = (after: number) => {
  let offset = after;
  while (new Date(Date.now() + offset * 86_400_000).getUTCDay() !== 5) offset++;
  return offset;
};

/** The text of a PDF the API returned. */
export const pdfText = async (body: Buffer) => (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

/** supertest's parser for a binary response (a PDF): the body as one Buffer. */
export const binary = (res: { on: Function; setEncoding: Function }, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
