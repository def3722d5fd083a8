/** A short visit of our own for the llm engine's tests, and model replies about it. */
export const VISIT = [
  '[doctor] Good morning. What brings you in today?',
  "[patient] I've had a sore throat and a cough for three days. No fever.",
  '[doctor] Any trouble breathing?',
  '[patient] No.',
  '[doctor] Your temperature is 98.6 and your blood pressure is 124 over 78.',
  '[doctor] Your throat is red and your lungs are clear.',
  '[doctor] This looks like a viral upper respiratory infection. Drink fluids and take acetaminophen 500 milligrams every six hours as needed. Come back if you are not better in one week.',
].join('\n');

export const TEST_KEY = 'sk-test-very-secret-key-1234567890';

interface Quote {
  turn: number;
  quote: string;
}

export function sentence(section: string, text: string, evidence: Quote[], newParagraph = false) {
  return { section, text, newParagraph, evidence };
}

export function code(type: string, value: string, confidence: number, evidence: Quote[] = []) {
  return { type, code: value, description: 'as the model calls it', confidence, evidence };
}

/** Sentences that all hold: quotes with the model's usual copying slips (case, spacing, final punctuation). */
export const GROUNDED_STATEMENTS = [
  sentence('subjective', 'The patient reports a sore throat and cough for 3 days.', [
    { turn: 2, quote: "i've had a SORE throat and a  cough for three days" },
  ]),
  sentence('subjective', 'Denies fever.', [{ turn: 2, quote: 'No fever.' }]),
  sentence('objective', 'Temperature 98.6, blood pressure 124/78.', [
    { turn: 5, quote: 'Your temperature is 98.6 and your blood pressure is 124 over 78' },
  ]),
  sentence(
    'objective',
    'Throat erythematous; lungs clear to auscultation.',
    [{ turn: 6, quote: 'Your throat is red and your lungs are clear.' }],
    true,
  ),
  sentence('assessment', 'Viral upper respiratory infection.', [
    { turn: 7, quote: 'This looks like a viral upper respiratory infection' },
  ]),
  sentence('plan', 'Oral fluids and acetaminophen 500 mg every 6 hours as needed.', [
    { turn: 7, quote: 'Drink fluids and take acetaminophen 500 milligrams every six hours as needed' },
  ]),
  sentence('plan', 'Return if not improved in 1 week.', [
    { turn: 7, quote: 'Come back if you are not better in one week' },
  ]),
];

export const GOOD_REPLY = {
  statements: GROUNDED_STATEMENTS,
  codes: [code('ICD-10', 'J06.9', 0.9, [{ turn: 7, quote: 'viral upper respiratory infection' }])],
};
