// Valid and invalid vectors for the banking rules (spec A §5); the tables live in cases/banking.ts.
import { runCases } from './run-cases';
import { BANKING_CASES } from './cases/banking';

runCases(BANKING_CASES);
