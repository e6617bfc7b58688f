import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Web features never import each other; Biome enforces it with one zone per feature folder in
 * biome.json. A new feature folder without its zone would be unfenced, so this test names it.
 */
const featuresDir = new URL('../features/', import.meta.url);
const biome = JSON.parse(readFileSync(new URL('../../../biome.json', import.meta.url), 'utf8')) as {
  overrides: { includes: string[] }[];
};

describe('web feature zones', () => {
  it('fences every feature folder in biome.json', () => {
    const features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const zoned = new Set(
      biome.overrides
        .flatMap((override) => override.includes)
        .filter((glob) => glob.startsWith('web/src/features/')),
    );
    const unfenced = features.filter((feature) => !zoned.has(`web/src/features/${feature}/**`));
    expect(features.length).toBeGreaterThan(0);
    expect(unfenced).toEqual([]);
  });
});
