/**
 * Whether a note line names a medicine together with an amount of its own: the amount is said after the name, up to
 * the next item of a ";" list or the next other medicine (`others`, their names as written), or just before it as
 * "40 mg of triamcinolone". "Furosemide 20 mg every morning; atorvastatin 40 mg at bedtime" names furosemide with
 * 20, never 40: a number of another medicine in a drug list is no dose of this one.
 */
export function namesAmount(text: string, name: string, amount: string, others: readonly string[]): boolean {
  const lower = text.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2');
  const bare = amount.replace(/(\d),(\d{3})/g, '$1$2').replace('.', '\\.');
  const said = new RegExp(`(^|[^\\d.,])${bare}(?![\\d])`);
  // Said before the name only as "40 mg of (the) triamcinolone": an amount further back is another's.
  const saidOf = new RegExp(`(^|[^\\d.,])${bare}\\s?[a-z%]+ of (?:the )?$`);
  const own = name.toLowerCase();
  const rest = others.map((other) => other.toLowerCase()).filter((other) => other !== own && !own.includes(other));
  const bounds = [';', ...rest];
  for (let at = lower.indexOf(own); at >= 0; at = lower.indexOf(own, at + 1)) {
    const before = lower.slice(0, at);
    const after = lower.slice(at + own.length);
    const from = Math.max(0, ...bounds.map((bound) => before.lastIndexOf(bound) + bound.length));
    const ends = bounds.map((bound) => after.indexOf(bound)).filter((end) => end >= 0);
    const to = ends.length > 0 ? Math.min(...ends) : after.length;
    if (saidOf.test(before.slice(from)) || said.test(after.slice(0, to))) return true;
  }
  return false;
}
