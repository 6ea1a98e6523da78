/** The origin the e2e suite runs against (playwright.config.ts: E2E_PORT, default 4173). */
export const BASE = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
