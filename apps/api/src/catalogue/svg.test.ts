import { describe, expect, it } from 'vitest';
import { artwork, hueOf } from './svg';

describe('generated artwork', () => {
  it('draws and names the title by default', () => {
    const svg = artwork({ title: 'Summer Kitchen Sale', hue: hueOf('Summer Kitchen Sale') });
    expect(svg).toContain('>Summer Kitchen Sale</text>');
    expect(svg).toContain('role="img" aria-label="Summer Kitchen Sale"');
  });

  it('behind an HTML headline (the home slider) carries no words and hides from assistive technology', () => {
    const svg = artwork({ title: 'Equip Your Kitchen', hue: 200, width: 1200, height: 400, drawTitle: false });
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Equip Your Kitchen');
    expect(svg).toContain('aria-hidden="true"');
  });
});
