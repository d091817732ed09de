// Fails the test whose requests got an answer the OpenAPI document does not describe
// (responseContractCheck.ts): the document is what integrators build on.
import { takeContractViolations } from './responseContractCheck';

afterEach(() => {
  const violations = [...new Set(takeContractViolations())];
  if (violations.length > 0) {
    throw new Error(`Answers the OpenAPI document does not describe:\n  ${violations.join('\n  ')}`);
  }
});
