/** Messages of the access rules both sides recognise (the client turns these refusals into a screen of its own). */
export const AWAITING_APPROVAL = 'Your account is waiting for approval by the clinic administrator.';
export const OUTSIDE_CARE_TEAM =
  'This patient is outside your care team. Give a reason to open the chart; it is audited.';
/** The header that carries the reason for opening a chart outside the care team. */
export const ACCESS_REASON_HEADER = 'X-Access-Reason';
