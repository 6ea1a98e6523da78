// Valid and invalid vectors for the banking rules (spec A §5); the tables live in cases/banking.ts.
import { runCases } from './run-cases';
import { BANKING_CASES } from './cases/banking';
// The IBAN rules' check, as the validators of forms with an IBAN rule load it (compile.ts).
import '@/forms/rules/iban-check';

runCases(BANKING_CASES);
