'use strict';
// Every dev server (the shell's, and each remote's for its standalone page, which reads the API
// address there) answers /remotes.json with what `npm run dev` passes
// (RENTAL_REMOTES_JSON, the ports it chose) or, run alone, with the repository's remotes.json:
// the one list of remotes, at the default ports.
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY_REMOTES_JSON = path.resolve(__dirname, '../../../remotes.json');

function devRemotesJson(env = process.env) {
  return env.RENTAL_REMOTES_JSON || fs.readFileSync(REPOSITORY_REMOTES_JSON, 'utf8');
}

module.exports = { devRemotesJson, REPOSITORY_REMOTES_JSON };
