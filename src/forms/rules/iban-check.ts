/**
 * Gives the banking rules ibantools' IBAN check. Imported by the validators of forms that use `iban` or
 * `iban_ua` (compile.ts) and by code that runs those rules directly.
 */
import { isValidIBAN } from 'ibantools';
import { provideIbanCheck } from './banking';

provideIbanCheck(isValidIBAN);
