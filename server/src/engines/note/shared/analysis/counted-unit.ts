// Forms counted in ones (a unit of insulin is a strength, written as the table has it): "1 tablet", "1 puff", not the plural the unit table writes for every other amount.
const COUNTED_UNITS: ReadonlySet<string> = new Set(['tablets', 'puffs', 'capsules', 'drops', 'sprays']);

/** The written unit for an amount: singular after exactly one of a counted form ("1 tablet"), else as given. */
export function unitForAmount(amount: string, unit: string): string {
  return amount === '1' && COUNTED_UNITS.has(unit) ? unit.slice(0, -1) : unit;
}
