/**
 * Words a verb must follow, so no clause starts right after them: "we're gon na | have you continue the aspirin"
 * is one instruction, not a statement and a question. Data only; joined to the splitter's joining words.
 */
export const VERB_LINKING_WORDS: readonly string[] = ['na', 'gonna', 'wanna', 'gotta'];
