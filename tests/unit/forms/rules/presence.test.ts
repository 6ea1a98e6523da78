// Valid and invalid vectors for the presence rules (spec A §5); the tables live in cases/presence.ts.
import { runCases } from './run-cases';
import { PRESENCE_CASES } from './cases/presence';

runCases(PRESENCE_CASES);
