import {
  CRISIS_RESOURCES_BY_REGION,
  type CrisisRegion,
  type CrisisResources,
  crisisRegions,
} from '#shared/domain/crisis-resources.ts';

/** The regions the table names: every country with lines of its own, and the EU. */
export type NamedRegion = Exclude<CrisisRegion, 'international'>;

/** How the page names a region: short on a button ("UK"), in a sentence ("the UK"). */
export const REGION_NAMES: Readonly<Record<NamedRegion, { short: string; inSentence: string }>> = {
  US: { short: 'US', inSentence: 'the US' },
  CA: { short: 'Canada', inSentence: 'Canada' },
  GB: { short: 'UK', inSentence: 'the UK' },
  IE: { short: 'Ireland', inSentence: 'Ireland' },
  AU: { short: 'Australia', inSentence: 'Australia' },
  NZ: { short: 'New Zealand', inSentence: 'New Zealand' },
  EU: { short: 'EU', inSentence: 'the EU' },
};

/** The countries with a crisis line of their own, in the table's order. */
export function countryLines(): CrisisResources[] {
  return crisisRegions
    .map((region) => CRISIS_RESOURCES_BY_REGION[region])
    .filter((resources) => resources.helpline.call !== undefined);
}

/** The lines for everywhere else: the international directory and the local emergency number. */
export function elsewhereLines(): { directory: CrisisResources; eu: CrisisResources } {
  return { directory: CRISIS_RESOURCES_BY_REGION.international, eu: CRISIS_RESOURCES_BY_REGION.EU };
}

/** One emergency number and the regions where it is the first to call: 911 for the US and Canada. */
export interface EmergencyNumberGroup {
  number: string;
  regions: NamedRegion[];
}

/** Each region's first emergency number, grouped: [911: US, Canada], [999: UK], [112: Ireland, EU] ... */
export function emergencyNumberGroups(): EmergencyNumberGroup[] {
  const groups: EmergencyNumberGroup[] = [];
  for (const region of crisisRegions) {
    if (region === 'international') continue;
    const [number] = CRISIS_RESOURCES_BY_REGION[region].emergency.numbers;
    if (!number) continue;
    const group = groups.find((entry) => entry.number === number);
    if (group) group.regions.push(region);
    else groups.push({ number, regions: [region] });
  }
  return groups;
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "911 in the US and Canada, 999 in the UK, 112 in Ireland and the EU, 000 in Australia and 111 in New Zealand". */
export function emergencyNumbersInWords(): string {
  return listFormat.format(
    emergencyNumberGroups().map(
      (group) =>
        `${group.number} in ${listFormat.format(group.regions.map((region) => REGION_NAMES[region].inSentence))}`,
    ),
  );
}

/** "In the UK" from "in the UK". */
export function headingOf(resources: CrisisResources): string {
  return resources.where.charAt(0).toUpperCase() + resources.where.slice(1);
}
