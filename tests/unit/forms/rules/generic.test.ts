// Valid and invalid vectors for the generic rules (spec A §5); the tables live in cases/generic.ts.
import { runCases } from './run-cases';
import { GENERIC_CASES } from './cases/generic';

runCases(GENERIC_CASES);
