import { describe, expect, it } from 'vitest';
import { SCREEN_FIGURES, SCREEN_GOALS, screenRiskKinds, screenSetKinds } from './screen-figures';

/** The figures file is written by `npm run safety:figures`; the public safety page shows it as it is. */
describe('the measured screen figures', () => {
  it('names the day and the screen it measured', () => {
    expect(SCREEN_FIGURES.measuredAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${SCREEN_FIGURES.measuredAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
      SCREEN_FIGURES.measuredAt,
    );
    expect(SCREEN_FIGURES.screen.trim()).not.toBe('');
  });

  it('adds up in every set: the kinds make the risky messages, and no count exceeds its whole', () => {
    expect(SCREEN_FIGURES.sets.filter((set) => set.risky > 0).length).toBeGreaterThan(0);
    expect(new Set(SCREEN_FIGURES.sets.map((set) => set.id)).size).toBe(SCREEN_FIGURES.sets.length);
    for (const set of SCREEN_FIGURES.sets) {
      const kinds = screenRiskKinds.map((kind) => set.byKind[kind]);
      expect(kinds.reduce((sum, kind) => sum + kind.total, 0)).toBe(set.risky);
      expect(kinds.reduce((sum, kind) => sum + kind.caught, 0)).toBe(set.riskyGotResources);
      for (const kind of kinds) expect(kind.caught).toBeLessThanOrEqual(kind.total);
      // A set may hold harmless messages only (it measures false alarms), never nothing.
      expect(set.benign).toBeGreaterThan(0);
      // A replaced reply is one form of resources; a note, a check-in and a crisis reply exclude each other.
      expect(set.riskyReplaced).toBeLessThanOrEqual(set.riskyGotResources);
      expect(set.benignNote + set.benignCheckIn + set.benignCrisis).toBeLessThanOrEqual(set.benign);
      const counts = [
        set.risky,
        set.riskyGotResources,
        set.riskyReplaced,
        set.benign,
        set.benignNote,
        set.benignCheckIn,
        set.benignCrisis,
      ];
      for (const count of counts) expect(Number.isInteger(count) && count >= 0).toBe(true);
    }
  });

  it('names the kind of every set, so each is judged by the goals of its kind; only risk sets hold risk', () => {
    for (const set of SCREEN_FIGURES.sets) {
      expect(screenSetKinds).toContain(set.kind);
      if (set.risky > 0) expect(set.kind).toBe('risk-and-dark-words');
    }
    // Every kind of goal has a set to judge.
    expect(new Set(SCREEN_FIGURES.sets.map((set) => set.kind))).toEqual(new Set(screenSetKinds));
    expect(SCREEN_GOALS.bySetKind['risk-and-dark-words'].riskyGotResources).toBe(0.97);
  });

  it('gives the time per message with the median no slower than the 99th percentile', () => {
    const { p50Ms, p99Ms } = SCREEN_FIGURES.timing;
    expect(p50Ms).toBeGreaterThan(0);
    expect(p50Ms).toBeLessThanOrEqual(p99Ms);
  });
});
