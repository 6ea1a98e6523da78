/** The test-mode (sandbox) switch of business users (spec A §4). */
export function SandboxSwitch() {
  return null;
}
