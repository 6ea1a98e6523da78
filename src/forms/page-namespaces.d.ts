/** Each config page's catalogue namespaces, read from schemas/ at build time (scripts/vite-plugin-page-namespaces.ts). */
declare module 'virtual:page-namespaces' {
  /** Keyed `kind/name`, as routes name pages: `table/transactions`, `form/send-money`. */
  const namespaces: Record<string, string[]>;
  export default namespaces;
}
