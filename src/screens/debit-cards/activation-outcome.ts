/** The code field of POST …/activate-virtual-card. */
export const CODE_FIELD = 'second_factor_code';

/**
 * Where a refused activation is told (spec A §7, §8): a message that mentions the OTP belongs to the code field
 * (nothing typed is lost), as does a field error the server pins on the code; any other one is a notice titled 'Activate card unsuccessful' carrying the server's
 * message, shown after the earlier notices are cleared.
 */
export type Refusal = { at: 'field'; message: string } | { at: 'notice'; message: string | undefined };

interface Failure {
  message?: unknown;
  errors?: Record<string, string[]>;
}

const mentionsOtp = (text: string) => /\botp\b/i.test(text);

export function refusalOf(failure: Failure): Refusal {
  const message = typeof failure.message === 'string' && failure.message.trim() ? failure.message : undefined;
  const fieldMessage = failure.errors?.[CODE_FIELD]?.[0];
  if (message && mentionsOtp(message)) return { at: 'field', message: fieldMessage ?? message };
  // A refusal the server pins on the code field is the person's to fix there, whatever the summary said.
  if (fieldMessage) return { at: 'field', message: fieldMessage };
  return { at: 'notice', message };
}

/** Exactly 6 digits (spec A §5 "Card activation code"); Continue stays disabled until then. */
export const isActivationCode = (code: string) => /^\d{6}$/.test(code);
