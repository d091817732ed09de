/**
 * `npm run contract:coverage -- <file>`: after the API tests ran with CONTRACT_COVERAGE_FILE=<file>,
 * prints how many operations of the OpenAPI document were answered and checked against it, and
 * fails naming each operation no test called (docs/api-contract.md, "How it is kept true").
 */
import fs from 'node:fs';
import path from 'node:path';

const file = process.argv[2];
if (!file) throw new Error('usage: contractCoverage.ts <coverage file>');
const document = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const answered = new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean));
const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${route}`, operation })),
);
const answersOf = (key: string) => [...answered].filter((line) => line.startsWith(`${key} `));
const missed = operations.filter(({ key }) => answersOf(key).length === 0).map(({ key }) => key);
const statuses = operations.reduce((sum, { key }) => sum + answersOf(key).length, 0);
const documented = operations.reduce(
  (sum, { operation }) => sum + Object.keys(operation.responses).length,
  0,
);
process.stdout.write(
  `contract: ${operations.length - missed.length} of ${operations.length} operations answered in the tests, ` +
    `${statuses} of ${documented} documented statuses seen, every answer checked against the document\n`,
);
if (missed.length > 0) {
  process.stderr.write(`operations no test called:\n  ${missed.join('\n  ')}\n`);
  process.exit(1);
}
