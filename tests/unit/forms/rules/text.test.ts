// Valid and invalid vectors for the text rules (spec A §5); the tables live in cases/text.ts.
import { runCases } from './run-cases';
import { TEXT_CASES } from './cases/text';

runCases(TEXT_CASES);
