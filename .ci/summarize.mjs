// Adds up the JSON reports of Vitest and Playwright into the closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
}
// A step that failed without a report (a crash before any test ran) still counts as a failure.
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
