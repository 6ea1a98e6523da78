/** The right-hand help panel: FAQs for the page's help code (spec A §2). */
export function HelpPanel() {
  return null;
}
