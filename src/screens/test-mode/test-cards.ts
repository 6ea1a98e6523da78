/**
 * Card numbers that give a known result in test mode: the integration simulator
 * (src/mocks/handlers/business/processing-simulation.ts) authorizes any valid number and declines those ending
 * 0002. Shown grouped in fours; copied without spaces.
 */
export const TEST_CARDS = [
  { number: '4111111111111111', brand: 'Visa', result: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', result: 'approved' },
  { number: '4000000000000002', brand: 'Visa', result: 'declined' },
] as const;

/** `4111111111111111` → `4111 1111 1111 1111`. */
export const groupDigits = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');
