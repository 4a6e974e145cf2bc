import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Every mail received so far, parsed, in arrival order. */
  received: ParsedMail[];
  /** Waits until `count` mails match, then returns them (fails after `timeoutMs`). */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process on 127.0.0.1 (plain text, no sign-in), keeping what it receives. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  const waitFor = async (match: (mail: ParsedMail) => boolean, count = 1, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`Expected ${count} matching mails within ${timeoutMs} ms; received: ${received.map((m) => m.subject).join(' | ') || 'none'}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { port: address.port, received, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
