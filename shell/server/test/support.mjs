// What the shell server's tests share: a stand-in server on a free port, and an ETag as a static
// file server (`send`) gives one.
import { createHash } from 'node:crypto';

/** Listens on a free port of 127.0.0.1 and gives the server's address. */
export async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A strong ETag of the text. */
export const etagOf = (text) => `"${createHash('sha1').update(text).digest('base64url')}"`;
