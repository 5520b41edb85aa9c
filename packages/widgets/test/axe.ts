// One accessibility check per widget: axe-core on the rendered container. jsdom cannot
// compute colours, so only color-contrast is off.
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}
