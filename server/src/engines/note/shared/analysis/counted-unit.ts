// Forms counted in ones, as the unit table writes them (a unit of insulin is a strength, not a count).
const COUNTED_UNITS: ReadonlySet<string> = new Set(['tablets', 'puffs', 'capsules', 'drops', 'sprays']);

/** The written unit for an amount: singular after exactly one of a counted form ("1 tablet"), else as given. */
export function unitForAmount(amount: string, unit: string): string {
  return amount === '1' && COUNTED_UNITS.has(unit) ? unit.slice(0, -1) : unit;
}

/** "1 tablet", "2 puffs": a dose that counts what is taken, in the singular or the plural, not a strength. */
export function isCountedDose(dose: string): boolean {
  const at = dose.lastIndexOf(' ');
  if (at < 0) return false;
  const unit = dose.slice(at + 1);
  return COUNTED_UNITS.has(unit) || COUNTED_UNITS.has(`${unit}s`);
}
