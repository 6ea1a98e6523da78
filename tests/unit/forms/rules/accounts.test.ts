// Valid and invalid vectors for the accounts rules (spec A §5); the tables live in cases/accounts.ts.
import { runCases } from './run-cases';
import { ACCOUNT_CASES } from './cases/accounts';

runCases(ACCOUNT_CASES);
