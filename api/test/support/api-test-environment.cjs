// The API tests' jest environment: Node's, and after a test file (all its hooks done) it stops any
// API process the file started and left running: a test or hook that timed out while its API was
// starting never gets to close it, and a child process left running keeps jest from ever exiting.
const { TestEnvironment } = require('jest-environment-node');

class ApiTestEnvironment extends TestEnvironment {
  async teardown() {
    const started = this.global.__startedApis;
    for (const child of started ?? []) {
      if (child.exitCode === null && child.signalCode === null) {
        process.stderr.write(`stopping an API process (pid ${child.pid}) the test file left running\n`);
        child.kill('SIGKILL');
      }
    }
    await super.teardown();
  }
}

module.exports = ApiTestEnvironment;
