/** The code the server made, as the result panel shows it. */
export interface CreatedQr {
  code: string;
  link: string;
  amount: number;
  currency: string;
  expiresAt: string | null;
  description: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the answer of POST dynamic-qr (`data`: a QrPayment) with the form's description. */
export function createdQr(response: unknown, formData: Record<string, unknown>): CreatedQr {
  const data = ((response as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<
    string,
    unknown
  >;
  return {
    code: text(data.code),
    link: text(data.link),
    amount: typeof data.amount === 'number' ? data.amount : Number(formData.amount ?? 0),
    currency: text(data.currency) || text(formData.currency),
    expiresAt: typeof data.expires_at === 'string' ? data.expires_at : null,
    description: text(formData.description),
  };
}
