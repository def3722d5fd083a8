import { lookupTable } from '../lib/lookup-table';
/**
 * Office/outpatient E/M level (CPT 99202–99205 new, 99211–99215 established) under the 2021+ AMA guidelines:
 * the level of medical decision making (MDM) is the level met or exceeded by two of its three elements —
 * problems addressed, data reviewed/analysed, risk of management — or total time on the date of the encounter
 * (2024 thresholds), whichever gives the higher level.
 */
export const MDM_LEVELS = ['straightforward', 'low', 'moderate', 'high'] as const;
export type MdmLevel = (typeof MDM_LEVELS)[number];

export type ProblemsLevel = 'minimal' | 'low' | 'moderate' | 'high';
export type DataLevel = 'minimal' | 'limited' | 'moderate' | 'extensive';
export type RiskLevel = 'minimal' | 'low' | 'moderate' | 'high';

export interface MdmElements {
  problems: ProblemsLevel;
  data: DataLevel;
  risk: RiskLevel;
}

/** How a problem addressed at the visit counts (AMA definitions). */
export type ProblemType =
  | 'self-limited'
  | 'acute-uncomplicated'
  | 'stable-acute'
  | 'chronic-stable'
  | 'chronic-exacerbation'
  | 'undiagnosed-uncertain'
  | 'acute-systemic'
  | 'acute-complicated-injury'
  | 'chronic-severe-exacerbation'
  | 'threat-to-life';

export interface DataElements {
  /** Unique tests ordered (a test ordered and then reviewed counts once, as ordered). */
  testsOrdered: number;
  /** Unique test results reviewed that were not ordered at this visit. */
  resultsReviewed: number;
  /** Prior external notes reviewed, each unique source. */
  externalNotesReviewed: number;
  independentHistorian: boolean;
  /** Independent interpretation of a test performed by another physician (not separately reported). */
  independentInterpretation: boolean;
  /** Discussion of management or test interpretation with an external physician or appropriate source. */
  externalDiscussion: boolean;
}

export function rateProblems(problems: readonly ProblemType[]): ProblemsLevel {
  const count = (type: ProblemType) => problems.filter((p) => p === type).length;
  if (count('chronic-severe-exacerbation') > 0 || count('threat-to-life') > 0) return 'high';
  const moderate: ProblemType[] = [
    'chronic-exacerbation',
    'undiagnosed-uncertain',
    'acute-systemic',
    'acute-complicated-injury',
  ];
  if (problems.some((p) => moderate.includes(p)) || count('chronic-stable') >= 2) return 'moderate';
  const low: ProblemType[] = ['chronic-stable', 'acute-uncomplicated', 'stable-acute'];
  if (problems.some((p) => low.includes(p)) || count('self-limited') >= 2) return 'low';
  return 'minimal';
}

export function rateData(data: DataElements): DataLevel {
  const documents = data.testsOrdered + data.resultsReviewed + data.externalNotesReviewed;
  // Category 1 for moderate/extensive: any three of notes, results, orders and an independent historian.
  const category1 = documents + (data.independentHistorian ? 1 : 0) >= 3;
  const categories = [category1, data.independentInterpretation, data.externalDiscussion].filter(Boolean).length;
  if (categories >= 2) return 'extensive';
  if (categories === 1) return 'moderate';
  if (documents >= 2 || data.independentHistorian) return 'limited';
  return 'minimal';
}

const RANK: Record<ProblemsLevel | DataLevel | RiskLevel, number> = {
  minimal: 0,
  low: 1,
  limited: 1,
  moderate: 2,
  high: 3,
  extensive: 3,
};

/** Two of three: the middle of the three element ranks. */
export function rateMdm(elements: MdmElements): MdmLevel {
  const ranks = [RANK[elements.problems], RANK[elements.data], RANK[elements.risk]].sort((a, b) => a - b);
  return MDM_LEVELS[ranks[1] ?? 0] ?? 'straightforward';
}

const NEW_CODES = ['99202', '99203', '99204', '99205'] as const;
const ESTABLISHED_CODES = ['99212', '99213', '99214', '99215'] as const;
/** 2024 CPT total-time thresholds (minutes, met or exceeded) for the same four levels. */
const NEW_MINUTES = [15, 30, 45, 60];
const ESTABLISHED_MINUTES = [10, 20, 30, 40];

export function levelFromTime(totalMinutes: number, newPatient: boolean): number | null {
  const thresholds = newPatient ? NEW_MINUTES : ESTABLISHED_MINUTES;
  let level: number | null = null;
  thresholds.forEach((minimum, index) => {
    if (totalMinutes >= minimum) level = index;
  });
  return level;
}

export interface EmSelection {
  code: string;
  basis: 'mdm' | 'time';
  mdm: MdmLevel;
  /** 99417 units (each full 15 minutes beyond the top level's time) when time is the basis. */
  prolongedUnits: number;
}

/** The E/M code the documentation supports; null when neither MDM nor time supports a 99202+/99212+ visit. */
export function selectEmCode(
  elements: MdmElements,
  options: { newPatient: boolean; totalMinutes?: number },
): EmSelection | null {
  const mdm = rateMdm(elements);
  const mdmIndex = MDM_LEVELS.indexOf(mdm);
  const timeIndex = options.totalMinutes === undefined ? null : levelFromTime(options.totalMinutes, options.newPatient);
  const codes = options.newPatient ? NEW_CODES : ESTABLISHED_CODES;
  const useTime = timeIndex !== null && timeIndex > mdmIndex;
  const index = useTime ? timeIndex : mdmIndex;
  // MDM "straightforward" with nothing addressed is not a billable physician visit.
  if (!useTime && elements.problems === 'minimal' && elements.data === 'minimal' && elements.risk === 'minimal')
    return null;
  const top = options.newPatient ? 60 : 40;
  const prolongedUnits =
    useTime && index === 3 && options.totalMinutes !== undefined ? Math.floor((options.totalMinutes - top) / 15) : 0;
  return { code: codes[index] ?? codes[0], basis: useTime ? 'time' : 'mdm', mdm, prolongedUnits };
}

/** Our own short labels for the office E/M codes (searchable; never the AMA's descriptors). */
export const EM_CODE_LABELS: Readonly<Record<string, string>> = lookupTable({
  '99202': 'Office visit, new patient, straightforward decision making or 15+ minutes',
  '99203': 'Office visit, new patient, low-complexity decision making or 30+ minutes',
  '99204': 'Office visit, new patient, moderate-complexity decision making or 45+ minutes',
  '99205': 'Office visit, new patient, high-complexity decision making or 60+ minutes',
  '99211': 'Office visit, established patient, minimal service (physician presence not required)',
  '99212': 'Office visit, established patient, straightforward decision making or 10+ minutes',
  '99213': 'Office visit, established patient, low-complexity decision making or 20+ minutes',
  '99214': 'Office visit, established patient, moderate-complexity decision making or 30+ minutes',
  '99215': 'Office visit, established patient, high-complexity decision making or 40+ minutes',
  '99417': 'Prolonged office visit time, each 15 minutes beyond the highest level',
});
