// Fails the test whose requests got an answer the OpenAPI document does not describe
// (responseContractCheck.ts): the document is what integrators build on.
import fs from 'node:fs';
import { takeAnsweredOperations, takeContractViolations } from './responseContractCheck';

afterEach(() => {
  const violations = [...new Set(takeContractViolations())];
  if (violations.length > 0) {
    throw new Error(`Answers the OpenAPI document does not describe:\n  ${violations.join('\n  ')}`);
  }
});

// With CONTRACT_COVERAGE_FILE set (CI), each file adds the operations it answered: npm run
// contract:coverage then names every operation of the document no test called
// (api/src/test/contractCoverage.ts).
afterAll(() => {
  const file = process.env.CONTRACT_COVERAGE_FILE;
  const lines = takeAnsweredOperations();
  if (file && lines.length > 0) fs.appendFileSync(file, `${lines.join('\n')}\n`);
});
