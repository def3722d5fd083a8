/** Roles as stored on a user (SPEC section 3). `null` in storage means "no role". */
export const STORED_ROLES = ['doctor', 'medical_assistant', 'nurse_practitioner', 'patient'] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

/**
 * Roles a person may pick when registering. The form offers four (SPEC section 6); the API also accepts
 * nurse_practitioner so an NP account can be created. facility_staff is not a clinical role: it is stored
 * as "no role" and gets no access to patient data until a clinical role is assigned (`npm run user:role`).
 */
export const REGISTRATION_ROLES = [
  'facility_staff',
  'doctor',
  'medical_assistant',
  'nurse_practitioner',
  'patient',
] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** The four roles the registration form lists, in the order it lists them. */
export const REGISTRATION_FORM_ROLES: ReadonlyArray<{ value: RegistrationRole; label: string }> = [
  { value: 'facility_staff', label: 'Facility Staff' },
  { value: 'doctor', label: 'Doctor' },
  { value: 'medical_assistant', label: 'Medical Assistant' },
  { value: 'patient', label: 'Patient' },
];

export const PROVIDER_ROLES = ['doctor', 'medical_assistant', 'nurse_practitioner'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

export function toStoredRole(role: RegistrationRole): StoredRole | null {
  return role === 'facility_staff' ? null : role;
}

export function isProviderRole(role: string | null | undefined): role is ProviderRole {
  return role === 'doctor' || role === 'medical_assistant' || role === 'nurse_practitioner';
}

export function isDoctor(role: string | null | undefined): boolean {
  return role === 'doctor';
}
