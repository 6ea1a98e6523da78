// Valid and invalid vectors for the files rules (spec A §5); the tables live in cases/files.ts.
import { runCases } from './run-cases';
import { FILE_CASES } from './cases/files';

runCases(FILE_CASES);
